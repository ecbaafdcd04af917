import type { Upload } from './upload-queue.ts';

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0);

/**
 * What a screen's list of uploads shows: the progress of all of them together (null when there is
 * none) and of each. A file refused before it was sent does not count in the bytes.
 */
export function uploadQueueView(uploads: readonly Upload[]) {
  const sending = uploads.filter((upload) => upload.state !== 'failed' || upload.sent > 0);
  const sent = sending.reduce((sum, upload) => sum + (upload.state === 'done' ? upload.total : upload.sent), 0);
  const size = sending.reduce((sum, upload) => sum + upload.total, 0);
  const uploaded = uploads.filter((upload) => upload.state === 'done').length;
  const failed = uploads.filter((upload) => upload.state === 'failed').length;
  return {
    total:
      uploads.length === 0
        ? null
        : {
            percent: size > 0 ? percentOf(sent, size) : 100,
            text: `${uploaded} of ${uploads.length} uploaded${failed > 0 ? `, ${failed} failed` : ''}`,
          },
    uploads: uploads.map((upload) => ({
      id: upload.id,
      name: upload.name,
      percent: percentOf(upload.sent, upload.total),
      uploading: upload.state === 'uploading',
      failed: upload.state === 'failed',
      canRetry: upload.state === 'failed' && upload.retryable,
      status: upload.state === 'uploading' ? 'Uploading…' : upload.message,
    })),
  };
}

export type UploadQueueView = ReturnType<typeof uploadQueueView>;
