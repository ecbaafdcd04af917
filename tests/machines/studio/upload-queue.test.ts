import { describe, expect, it } from 'vitest';
import { uploadQueue, UPLOAD_FAILED } from '../../../src/machines/studio/upload-queue.ts';
import { uploadQueueView } from '../../../src/machines/studio/upload-queue.view.ts';
import { rejectedByServer } from './fixtures.ts';

const file = (name: string, size: number) => Object.defineProperty(new File([new Uint8Array(1)], name), 'size', { value: size });

describe('a list of uploads', () => {
  it('queues a file on its way, or failed at once with its size problem and nothing to try again', () => {
    expect(uploadQueue.queued('upload-1', file('a.jpg', 10), null)).toMatchObject({
      name: 'a.jpg',
      sent: 0,
      total: 10,
      state: 'uploading',
      message: '',
      retryable: true,
    });
    expect(uploadQueue.queued('upload-2', file('', 10), 'This picture is larger than 15 MB')).toMatchObject({
      name: 'Untitled file',
      state: 'failed',
      message: 'This picture is larger than 15 MB',
      retryable: false,
    });
  });

  it('follows each report of its own upload only, and keeps the size when the browser gives no total', () => {
    const list = [uploadQueue.queued('upload-1', file('a.jpg', 10), null), uploadQueue.queued('upload-2', file('b.jpg', 20), null)];
    const halfway = uploadQueue.progressed(list, { type: 'upload.progress', id: 'upload-1', sent: 5, total: 0 });
    expect(halfway.map((upload) => [upload.sent, upload.total])).toEqual([
      [5, 10],
      [0, 20],
    ]);
    expect(uploadQueue.progressed(list, { type: 'upload.progress', id: 'upload-2', sent: 1, total: 30 })[1]?.total).toBe(30);
    expect(uploadQueue.done(halfway, 'upload-1')[0]).toMatchObject({ state: 'done', message: 'Uploaded' });
    const failed = uploadQueue.failed(halfway, { type: 'upload.failed', id: 'upload-2', error: new TypeError('network') });
    expect(failed[1]).toMatchObject({ state: 'failed', message: UPLOAD_FAILED });
    expect(uploadQueue.failed(list, { type: 'upload.failed', id: 'upload-1', error: rejectedByServer('Not a picture') })[0]?.message).toBe(
      'Not a picture',
    );
    expect(uploadQueue.retried(failed, 'upload-2')[1]).toMatchObject({ state: 'uploading', sent: 0, message: '' });
  });

  it('tries again and dismisses only what is over', () => {
    const list = [
      uploadQueue.queued('upload-1', file('a.jpg', 10), null),
      { ...uploadQueue.queued('upload-2', file('b.jpg', 10), null), state: 'failed' as const },
      uploadQueue.queued('upload-3', file('c.jpg', 99), 'too large'),
    ];
    expect(uploadQueue.retryable(list, 'upload-1')).toBeUndefined();
    expect(uploadQueue.retryable(list, 'upload-2')?.name).toBe('b.jpg');
    expect(uploadQueue.retryable(list, 'upload-3')).toBeUndefined();
    expect(uploadQueue.dismissed(list, 'upload-1').map((upload) => upload.id)).toEqual(['upload-1', 'upload-2', 'upload-3']);
    expect(uploadQueue.dismissed(list, 'upload-3').map((upload) => upload.id)).toEqual(['upload-1', 'upload-2']);
  });

  it('shows no total for no uploads, and counts the bytes of those that went', () => {
    expect(uploadQueueView([])).toEqual({ total: null, uploads: [] });
    const list = [
      { ...uploadQueue.queued('upload-1', file('a.jpg', 10), null), state: 'done' as const, message: 'Uploaded' },
      { ...uploadQueue.queued('upload-2', file('b.jpg', 30), null), sent: 10 },
      uploadQueue.queued('upload-3', file('c.jpg', 500), 'too large'),
    ];
    const view = uploadQueueView(list);
    expect(view.total).toEqual({ percent: 50, text: '1 of 3 uploaded, 1 failed' });
    expect(view.uploads.map((upload) => [upload.percent, upload.uploading, upload.failed, upload.canRetry, upload.status])).toEqual([
      [0, false, false, false, 'Uploaded'],
      [33, true, false, false, 'Uploading…'],
      [0, false, true, false, 'too large'],
    ]);
    expect(uploadQueueView([uploadQueue.queued('upload-4', file('d.jpg', 0), 'empty')]).total).toEqual({
      percent: 100,
      text: '0 of 1 uploaded, 1 failed',
    });
  });

  it('counts the bytes of an upload that failed on its way, says no failures when there are none, and gives an empty file 0 %', () => {
    const halfSent = uploadQueue.failed([{ ...uploadQueue.queued('upload-1', file('a.jpg', 40), null), sent: 20 }], {
      type: 'upload.failed',
      id: 'upload-1',
      error: new TypeError('network'),
    });
    const done = { ...uploadQueue.queued('upload-2', file('b.jpg', 40), null), state: 'done' as const, message: 'Uploaded' };
    expect(uploadQueueView([...halfSent, done]).total).toEqual({ percent: 75, text: '1 of 2 uploaded, 1 failed' });
    expect(uploadQueueView([done]).total).toEqual({ percent: 100, text: '1 of 1 uploaded' });
    const empty = uploadQueueView([uploadQueue.queued('upload-3', file('c.jpg', 0), null)]);
    expect(empty.uploads.map((upload) => upload.percent)).toEqual([0]);
    expect(empty.total).toEqual({ percent: 100, text: '0 of 1 uploaded' });
  });
});
