import { buffer } from 'node:stream/consumers';
import type { AppDeps } from '../app-deps.ts';
import { mediaStorage } from '../media/media-storage.ts';
import { renderUploadedPicture, uploadedPictureFiles } from './uploaded-picture.ts';

export const PROCESSING_FAILED = 'This picture could not be processed';
const UPLOAD_LOST = 'The upload was lost before it was processed';

/** Where an upload waits for its renditions. */
export function galleryUploadKey(imageId: string): string {
  return `gallery-uploads/${imageId}`;
}

/** Where an uploaded picture's files live, by their gallery file name (`img_1-wm-480.webp`). */
export function galleryFileKey(name: string): string {
  return `gallery/${name}`;
}

interface Queue {
  readonly waiting: string[];
  running: Promise<void> | null;
}

// One queue per server: tests start several servers in one process, each with its own storage.
const queues = new WeakMap<AppDeps, Queue>();

function queueOf(deps: AppDeps): Queue {
  let queue = queues.get(deps);
  if (!queue) {
    queue = { waiting: [], running: null };
    queues.set(deps, queue);
  }
  return queue;
}

/**
 * Makes one upload's files, then marks the picture ready or failed with the reason. A picture
 * deleted meanwhile (its row no longer processing) has the files just written removed again.
 */
async function processUpload(deps: AppDeps, imageId: string): Promise<void> {
  const storage = mediaStorage(deps);
  const upload = await storage.read(galleryUploadKey(imageId));
  let problem: string | null = UPLOAD_LOST;
  if (upload) {
    // The picture library decodes from memory; an upload is bounded in size before it is kept.
    const bytes = await buffer(upload.stream);
    try {
      problem = await renderUploadedPicture(imageId, bytes, async (file) => {
        await storage.put(galleryFileKey(file.name), file.bytes);
      });
    } catch (error) {
      deps.log.error(`gallery picture ${imageId} could not be processed`, error);
      problem = PROCESSING_FAILED;
    }
  }
  const [marked] = await deps.db.query<{ id: string }>(
    `update gallery_images set state = $2, problem = $3 where id = $1 and state = 'processing' returning id`,
    [imageId, problem === null ? 'ready' : 'failed', problem],
  );
  if (!marked || problem !== null) await Promise.all(uploadedPictureFiles(imageId).map((name) => storage.remove(galleryFileKey(name))));
  await storage.remove(galleryUploadKey(imageId));
}

async function drain(deps: AppDeps, queue: Queue): Promise<void> {
  for (let next = queue.waiting.shift(); next !== undefined; next = queue.waiting.shift()) {
    await processUpload(deps, next).catch((error: unknown) => deps.log.error(`gallery picture ${next} was left processing`, error));
  }
  queue.running = null;
}

/**
 * Queues an upload for its renditions. One picture is processed at a time per server, so a batch
 * of 40 holds one picture's pixels at once, not 40: the uploads wait in storage, not in memory.
 */
export function queueGalleryProcessing(deps: AppDeps, imageId: string): void {
  const queue = queueOf(deps);
  if (!queue.waiting.includes(imageId)) queue.waiting.push(imageId);
  queue.running ??= drain(deps, queue);
}

/** Resolves once every queued upload is processed (tests and the bench wait on it). */
export async function galleryProcessingSettled(deps: AppDeps): Promise<void> {
  const queue = queueOf(deps);
  while (queue.running) await queue.running;
}

/** Queues again the uploads a stopped server left processing, oldest first. */
export async function resumeGalleryProcessing(deps: AppDeps): Promise<void> {
  const rows = await deps.db.query<{ id: string }>(`select id from gallery_images where state = 'processing' order by seq`);
  for (const row of rows) queueGalleryProcessing(deps, row.id);
}
