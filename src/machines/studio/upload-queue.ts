import { failureMessage } from '../request-failure.ts';

export const UPLOAD_FAILED = 'The upload failed';

/**
 * One file on its way up, or refused before it went: what a studio screen's list of uploads
 * shows. Each upload is a child actor of its own, so one that fails leaves the others going and
 * can be sent again alone; these functions keep the list as their reports arrive.
 */
export interface Upload {
  readonly id: string;
  readonly name: string;
  /** Kept so that a failed upload can be sent again. */
  readonly file: File;
  readonly sent: number;
  readonly total: number;
  readonly state: 'uploading' | 'done' | 'failed';
  readonly message: string;
  /** False for a file refused before it was sent (too large): sending it again cannot help. */
  readonly retryable: boolean;
}

/** What an upload's actor reports besides its answer. */
export type UploadProgress = { type: 'upload.progress'; id: string; sent: number; total: number };
export type UploadFailure = { type: 'upload.failed'; id: string; error: unknown };

/** The entry of a file picked for upload: on its way, or failed at once with the size problem. */
function queuedUpload(id: string, file: File, problem: string | null): Upload {
  return {
    id,
    name: file.name || 'Untitled file',
    file,
    sent: 0,
    total: file.size,
    state: problem ? 'failed' : 'uploading',
    message: problem ?? '',
    retryable: problem === null,
  };
}

function withUpload<T extends Upload>(uploads: readonly T[], id: string, change: Partial<Upload>): T[] {
  return uploads.map((upload) => (upload.id === id ? { ...upload, ...change } : upload));
}

/** The bytes sent so far; a total the browser does not know keeps the file's size. */
function uploadProgressed<T extends Upload>(uploads: readonly T[], report: UploadProgress): T[] {
  return uploads.map((upload) =>
    upload.id === report.id ? { ...upload, sent: report.sent, total: report.total || upload.total } : upload,
  );
}

function uploadDone<T extends Upload>(uploads: readonly T[], id: string): T[] {
  return withUpload(uploads, id, { state: 'done', message: 'Uploaded' });
}

function uploadFailed<T extends Upload>(uploads: readonly T[], report: UploadFailure): T[] {
  return withUpload(uploads, report.id, { state: 'failed', message: failureMessage(report.error, UPLOAD_FAILED) });
}

/** Sent again from the start. */
function uploadRetried<T extends Upload>(uploads: readonly T[], id: string): T[] {
  return withUpload(uploads, id, { state: 'uploading', sent: 0, message: '' });
}

/** Gone from the list; an upload still on its way stays. */
function uploadDismissed<T extends Upload>(uploads: readonly T[], id: string): T[] {
  return uploads.filter((upload) => upload.id !== id || upload.state === 'uploading');
}

function retryableUpload<T extends Upload>(uploads: readonly T[], id: string): T | undefined {
  return uploads.find((upload) => upload.id === id && upload.state === 'failed' && upload.retryable);
}

/** The list's changes, one per report or request, for a machine's `assign`. */
export const uploadQueue = {
  queued: queuedUpload,
  progressed: uploadProgressed,
  done: uploadDone,
  failed: uploadFailed,
  retried: uploadRetried,
  dismissed: uploadDismissed,
  retryable: retryableUpload,
};
