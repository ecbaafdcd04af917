// npm run bench: what the studio's gallery uploads cost the server. (1) Seconds to turn one
// 24-megapixel JPEG into its files (the full-resolution JPEG for downloads and the watermarked
// WebP and JPEG renditions), the median of a few runs. (2) A batch of 40 such uploads, kept and
// processed one at a time in the background as POST /studio/gallery does: the process's peak
// resident memory against where it started. In process, on PGlite, with files in a temporary directory.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import type { AppDeps } from '../server/app-deps.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPgliteDatabase } from '../server/db/pglite-database.ts';
import { galleryProcessingSettled } from '../server/gallery/gallery-processing.ts';
import { renderUploadedPicture } from '../server/gallery/uploaded-picture.ts';
import { directoryStorage } from '../server/media/file-storage.ts';
import { OPERATOR } from '../server/studio/audit-log.ts';
import { studioGallery, uploadGalleryPicture } from '../server/studio/studio-gallery.ts';

const WIDTH = 6000;
const HEIGHT = 4000;
const BATCH = Number(process.env.BENCH_GALLERY_BATCH ?? 40);
const ROUNDS = 3;
const MB = 1024 * 1024;

/** A 24-megapixel camera-like JPEG: a smooth scene with fine grain, about the size a camera writes. */
async function cameraJpeg(): Promise<Buffer> {
  const scene = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .blur(3)
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 0, sigma: 6 } },
  })
    .raw()
    .toBuffer();
  for (let index = 0; index < scene.length; index += 1)
    scene[index] = Math.max(0, Math.min(255, (scene[index] ?? 0) + (grain[index] ?? 0) - 3));
  return sharp(scene, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 88 })
    .withExifMerge({ IFD0: { Artist: 'Bench Camera' } })
    .toBuffer();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// The picture is drawn in a process of its own, so drawing it does not count in this one's peak.
if (process.argv[2] === '--draw') {
  await writeFile(process.argv[3] ?? 'photo.jpg', await cameraJpeg());
  process.exit(0);
}

const dir = await mkdtemp(path.join(tmpdir(), 'bench-gallery-'));
const db = await openPgliteDatabase(path.join(dir, 'db'));
try {
  await migrate(db);
  const storage = directoryStorage(path.join(dir, 'media'));
  const deps = {
    db,
    clock: () => new Date(),
    log: { info: () => undefined, error: (message: string, error?: unknown) => console.error(message, error) },
    mediaStorage: storage,
  } as unknown as AppDeps;
  execFileSync(process.execPath, [import.meta.filename, '--draw', path.join(dir, 'photo.jpg')]);
  const photo = await readFile(path.join(dir, 'photo.jpg'));
  console.log(`one picture: ${WIDTH}x${HEIGHT} (${((WIDTH * HEIGHT) / 1e6).toFixed(0)} MP), JPEG of ${(photo.length / MB).toFixed(1)} MB`);

  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const problem = await renderUploadedPicture(`bench-${round}`, photo, async (file) => {
      await storage.put(`gallery/${file.name}`, file.bytes);
    });
    if (problem) throw new Error(problem);
    times.push((performance.now() - started) / 1000);
  }
  console.log(
    `seconds to make its files (full JPEG + 4 watermarked renditions): median ${median(times).toFixed(2)} s of ${times.map((t) => t.toFixed(2)).join(', ')}`,
  );

  const rssBefore = process.memoryUsage().rss;
  const maxRssBefore = process.resourceUsage().maxRSS * 1024;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  for (let index = 0; index < BATCH; index += 1) {
    const file = new File([new Uint8Array(photo)], `batch-${index + 1}.jpg`, { type: 'image/jpeg' });
    await uploadGalleryPicture(deps, OPERATOR, { galleryType: 'humanstories', file, title: undefined });
  }
  const accepted = (performance.now() - started) / 1000;
  await galleryProcessingSettled(deps);
  const processed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const states = (await studioGallery(db, 'humanstories')).images.filter((image) => image.title.startsWith('batch'));
  const ready = states.filter((image) => image.state === 'ready').length;
  const maxRss = process.resourceUsage().maxRSS * 1024;
  // maxRSS is the whole run's peak: it is the batch's when the batch went higher than what came before.
  const peak = maxRss > maxRssBefore ? maxRss : rssPeak;
  console.log(
    `batch of ${BATCH}: all accepted (202) after ${accepted.toFixed(1)} s, ${ready}/${BATCH} ready after ${processed.toFixed(1)} s`,
  );
  console.log(
    `server memory during the batch: peak resident ${(peak / MB).toFixed(0)} MB (${((peak - rssBefore) / MB).toFixed(0)} MB over the ${(rssBefore / MB).toFixed(0)} MB before it; ${((BATCH * photo.length) / MB).toFixed(0)} MB of uploads went through)`,
  );
  if (ready !== BATCH) process.exitCode = 1;
} finally {
  await db.close();
  await rm(dir, { recursive: true, force: true });
}
