import v8 from 'node:v8';
import vm from 'node:vm';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryProcessingSettled } from '../../server/gallery/gallery-processing.ts';
import { ResponseCache } from '../../server/catalogue/response-cache.ts';
import { directoryStorage } from '../../server/media/file-storage.ts';
import { NOT_A_PICTURE, PICTURE_TOO_LARGE, PICTURE_UNREADABLE } from '../../server/media/picture-renditions.ts';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { STUDIO_GALLERY_TEXT } from '../../src/domain/studio-gallery.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { signedInOwner, signedInStaff } from './support/studio-helpers.ts';
import { pngBomb } from './support/hostile-pictures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// A full collection on demand, so the memory test reads what is held rather than garbage not yet collected.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const KEY = 'studio-gallery-key-0123456789abcdef';
let server: TestServer;
let mediaDir: string;
let staff: string;
let shopper: { token: string };
// Off, as in every test server, but counting its clears: server-rendered gallery pages live in it.
const catalogueCache = new ResponseCache<string>({ ttlMs: 0, maxEntries: 1 });
let cacheClears = 0;
const clearCache = catalogueCache.clear.bind(catalogueCache);
catalogueCache.clear = () => {
  cacheClears += 1;
  clearCache();
};

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'studio-gallery-'));
  server = await startTestServer({
    purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: KEY },
    mediaStorage: directoryStorage(mediaDir),
    catalogueCache,
  });
  const { token: owner } = await signedInOwner(server, KEY);
  ({ token: staff } = await signedInStaff(server, owner));
  shopper = await signedInCustomer(server, 'Gallery Shopper');
}, 60_000);
afterAll(async () => {
  await galleryProcessingSettled(server.deps);
  await server.close();
  await rm(mediaDir, { recursive: true, force: true });
});

/** A JPEG taken "sideways" (EXIF orientation 6) with an author and a GPS position in its EXIF. */
function sidewaysJpeg(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c04020' } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Artist: 'Tola Adeyemi' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '7/1 23/1 0/1' } })
    .jpeg()
    .toBuffer();
}

/** A noisy JPEG of width x height pixels, grown to `bytes` with comment segments after its start marker. */
async function paddedJpeg(width: number, height: number, bytes: number): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  const segments: Buffer[] = [];
  for (let missing = bytes - jpeg.length; missing > 0;) {
    // A segment's length field counts itself and tops out at 65,535.
    const text = Math.min(65_533, missing);
    const segment = Buffer.alloc(4 + text, 'x');
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(text + 2, 2);
    segments.push(segment);
    missing -= segment.length;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

function upload(bytes: Uint8Array, name: string, options: { galleryType?: string; token?: string; title?: string } = {}) {
  const form = new FormData();
  form.set('picture', new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }));
  form.set('galleryType', options.galleryType ?? 'humanstories');
  if (options.title) form.set('title', options.title);
  return server.api('POST', '/studio/gallery', { token: options.token ?? staff, form });
}

async function uploadedReady(bytes: Uint8Array, name: string, galleryType = 'humanstories'): Promise<string> {
  const answer = await upload(bytes, name, { galleryType });
  expect(answer.status).toBe(202);
  await galleryProcessingSettled(server.deps);
  return answer.body.image._id as string;
}

const studioList = async (galleryType = 'humanstories') =>
  (await server.api('GET', '/studio/gallery', { token: staff, query: { galleryType } })).body.images as { _id: string; state: string }[];
const studioItem = async (id: string, galleryType = 'humanstories') => (await studioList(galleryType)).find((image) => image._id === id);
const publicIds = async (galleryType = 'humanstories') =>
  ((await server.api('GET', '/gallery', { query: { galleryType, limit: 50 } })).body.images as { _id: string }[]).map((image) => image._id);
const storedFiles = async (folder: string) => readdir(path.join(mediaDir, folder)).catch(() => [] as string[]);
const patch = (id: string, body: Record<string, unknown>, token = staff) => server.api('PATCH', `/studio/gallery/${id}`, { token, body });

describe('uploading', () => {
  it('keeps the upload, answers 202 processing, then makes watermarked renditions without EXIF or GPS and a full picture only the download serves', async () => {
    const answer = await upload(await sidewaysJpeg(), 'golden_hour-lekki.jpg');
    expect(answer.status).toBe(202);
    expect(answer.body.message).toBe(STUDIO_GALLERY_TEXT.uploaded);
    const id = answer.body.image._id as string;
    expect(answer.body.image).toMatchObject({
      galleryType: 'humanstories',
      title: 'golden hour lekki',
      state: 'processing',
      problem: null,
      published: false,
      thumbnailUrl: null,
      width: 200,
      height: 300,
      category: { name: 'portraits', title: 'Portraits' },
    });
    expect(await storedFiles('gallery-uploads')).toContain(id);

    await galleryProcessingSettled(server.deps);
    const ready = (await studioItem(id)) as Record<string, unknown>;
    expect(ready).toMatchObject({ state: 'ready', problem: null, thumbnailUrl: `/media/gallery/${id}-wm-480.webp` });
    // The upload itself is gone; what stays is the renditions and the full picture.
    expect(await storedFiles('gallery-uploads')).not.toContain(id);
    expect((await storedFiles('gallery')).filter((name) => name.startsWith(id)).sort()).toEqual(
      [`${id}-full.jpg`, `${id}-wm-480.jpg`, `${id}-wm-480.webp`, `${id}-wm-960.jpg`, `${id}-wm-960.webp`].sort(),
    );
    for (const [name, type] of [
      [`${id}-wm-480.webp`, 'image/webp'],
      [`${id}-wm-960.jpg`, 'image/jpeg'],
    ] as const) {
      const served = await server.app.request(`/media/gallery/${name}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ width: 200, height: 300 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // Its link preview is cut from the widest rendition when first asked for: watermarked, 1200x630.
    const preview = await server.app.request(`/media/gallery/${id}-share.jpg`);
    expect([preview.status, preview.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // The full picture is never a public file.
    expect((await server.app.request(`/media/gallery/${id}-full.jpg`)).status).toBe(404);

    // Unpublished: in no list, no page, no download.
    expect(await publicIds()).not.toContain(id);
    expect((await server.api('GET', `/gallery/${id}`)).status).toBe(404);
    expect((await server.api('GET', `/gallery/${id}/download`, { token: shopper.token })).status).toBe(404);

    const published = await patch(id, { published: true, title: 'Golden hour, Lekki', photographer: 'Ifeoma Okafor' });
    expect(published.status).toBe(200);
    expect(published.body.image).toMatchObject({ published: true, title: 'Golden hour, Lekki', photographer: 'Ifeoma Okafor' });
    expect((await publicIds())[0]).toBe(id);
    const shown = (await server.api('GET', `/gallery/${id}`)).body.image;
    expect(shown.renditions).toEqual({
      width: 200,
      height: 300,
      jpeg: `/media/gallery/${id}-wm-480.jpg 480w, /media/gallery/${id}-wm-960.jpg 960w`,
      webp: `/media/gallery/${id}-wm-480.webp 480w, /media/gallery/${id}-wm-960.webp 960w`,
    });
    expect(shown.photographer).toEqual({ name: 'Ifeoma Okafor' });

    const download = await server.app.request(`/api/v1/gallery/${id}/download`, { headers: { authorization: `Bearer ${shopper.token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('Golden hour, Lekki.jpg');
    const full = await sharp(Buffer.from(await download.arrayBuffer())).metadata();
    expect(full).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(full.exif).toBeUndefined();

    const [audit] = await server.db.query<{ action: string; before: unknown; after: Record<string, unknown> }>(
      "select action, before, after from studio_audit where action = 'gallery.picture.update' order by at desc limit 1",
    );
    expect(audit?.before).toMatchObject({ published: false, title: 'golden hour lekki', photographer: 'Oju Studio' });
    expect(audit?.after).toMatchObject({ published: true, title: 'Golden hour, Lekki', photographer: 'Ifeoma Okafor' });
  });

  it('refuses by content: a text file named .jpg, a decompression bomb; nothing of them is kept', async () => {
    const before = await storedFiles('gallery-uploads');
    const text = await upload(Buffer.from('Just some notes, not a picture at all.\n'), 'notes.jpg');
    expect(text.status).toBe(422);
    expect(text.body.message).toBe(NOT_A_PICTURE);
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'shape.jpg');
    expect(svg.body.message).toBe(NOT_A_PICTURE);
    const bomb = await upload(pngBomb(), 'huge.jpg');
    expect(bomb.status).toBe(422);
    expect(bomb.body.message).toBe(PICTURE_TOO_LARGE);
    expect(await storedFiles('gallery-uploads')).toEqual(before);
    expect((await upload(Buffer.alloc(15 * 1024 * 1024 + 1, 0xff), 'big.jpg')).status).toBe(413);
  });

  it('a picture whose header reads but whose pixels do not ends failed with the reason, and cannot be published', async () => {
    const whole = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer();
    const answer = await upload(whole.subarray(0, Math.floor(whole.length / 2)), 'cut.jpg');
    expect(answer.status).toBe(202);
    await galleryProcessingSettled(server.deps);
    const id = answer.body.image._id as string;
    expect(await studioItem(id)).toMatchObject({ state: 'failed', problem: PICTURE_UNREADABLE, thumbnailUrl: null });
    expect((await storedFiles('gallery')).filter((name) => name.startsWith(id))).toEqual([]);
    expect(await storedFiles('gallery-uploads')).not.toContain(id);
    const refused = await patch(id, { published: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(STUDIO_GALLERY_TEXT.notReady);
  });

  it('only staff: a customer and a visitor are refused every gallery operation', async () => {
    expect((await server.api('GET', '/studio/gallery', { query: { galleryType: 'humanstories' } })).status).toBe(401);
    expect((await server.api('GET', '/studio/gallery', { token: shopper.token, query: { galleryType: 'humanstories' } })).status).toBe(403);
    expect((await upload(await sidewaysJpeg(), 'x.jpg', { token: shopper.token })).status).toBe(403);
    expect((await patch('golden-hour-bodija', { published: false }, shopper.token)).status).toBe(403);
    expect((await server.api('DELETE', '/studio/gallery/golden-hour-bodija', { token: shopper.token })).status).toBe(403);
    expect((await server.api('GET', '/gallery/golden-hour-bodija')).status).toBe(200);
  });
});

describe('details, order and publishing', () => {
  it('checks categories, products and related pictures against the gallery', async () => {
    const story = await uploadedReady(await sidewaysJpeg(), 'story.jpg');
    expect((await patch(story, { category: 'cameras' })).body.message).toBe(STUDIO_GALLERY_TEXT.unknownCategory);
    expect((await patch(story, { category: 'weddings' })).body.image.category).toEqual({ name: 'weddings', title: 'Weddings' });
    expect((await patch(story, { productId: 'lens-mug' })).body.message).toBe(STUDIO_GALLERY_TEXT.showcaseOnly);

    const item = await uploadedReady(await sidewaysJpeg(), 'mug.jpg', 'productshowcase');
    const other = await uploadedReady(await sidewaysJpeg(), 'mug-side.jpg', 'productshowcase');
    expect((await patch(item, { productId: 'no-such-product' })).status).toBe(404);
    expect((await patch(item, { relatedImageIds: [story] })).body.message).toBe(STUDIO_GALLERY_TEXT.relatedOfGallery);
    expect((await patch(item, { relatedImageIds: [item] })).status).toBe(400);
    expect((await patch(item, { relatedImageIds: [other, other] })).status).toBe(400);
    const saved = await patch(item, { productId: 'lens-mug', relatedImageIds: [other], published: true, category: 'lifestyle' });
    expect(saved.status).toBe(200);
    expect(saved.body.image).toMatchObject({ productId: 'lens-mug', productTitle: 'Camera Lens Coffee Mug', relatedImageIds: [other] });
    const shown = (await server.api('GET', `/gallery/${item}`)).body.image;
    expect(shown.productId).toBe('lens-mug');
    expect(shown.relatedImages).toEqual([`/media/gallery/${other}-wm-960.jpg`]);
    // The related picture is not published, yet its renditions show with the item.
    expect((await server.app.request(`/media/gallery/${other}-wm-960.jpg`)).status).toBe(200);

    // Deleting the related picture takes its address off the item.
    expect((await server.api('DELETE', `/studio/gallery/${other}`, { token: staff })).status).toBe(200);
    expect((await server.api('GET', `/gallery/${item}`)).body.image.relatedImages).toEqual([]);
  });

  it('reorders a whole gallery; the public list follows, and a new picture comes first', async () => {
    const ids = (await studioList('productshowcase')).map((image) => image._id);
    const reversed = [...ids].reverse();
    expect(
      (await server.api('PUT', '/studio/gallery/order', { token: staff, body: { galleryType: 'productshowcase', imageIds: ids.slice(1) } }))
        .body.message,
    ).toBe(STUDIO_GALLERY_TEXT.listEveryPicture);
    const clearsBefore = cacheClears;
    const answer = await server.api('PUT', '/studio/gallery/order', {
      token: staff,
      body: { galleryType: 'productshowcase', imageIds: reversed },
    });
    expect(answer.status).toBe(200);
    expect(cacheClears).toBe(clearsBefore + 1);
    expect(answer.body.images.map((image: { _id: string }) => image._id)).toEqual(reversed);
    const published = new Set(await publicIds('productshowcase'));
    expect(await publicIds('productshowcase')).toEqual(reversed.filter((id) => published.has(id)));

    const fresh = await uploadedReady(await sidewaysJpeg(), 'fresh.jpg', 'productshowcase');
    expect((await studioList('productshowcase'))[0]?._id).toBe(fresh);
  });

  it('unpublishing takes a seeded picture off the lists and its page (and the cached pages); publishing brings it back', async () => {
    expect(await publicIds()).toContain('golden-hour-bodija');
    const clearsBefore = cacheClears;
    expect((await patch('golden-hour-bodija', { published: false })).body.message).toBe(STUDIO_GALLERY_TEXT.unpublished);
    expect(cacheClears).toBe(clearsBefore + 1);
    expect(await publicIds()).not.toContain('golden-hour-bodija');
    expect((await server.api('GET', '/gallery/golden-hour-bodija')).status).toBe(404);
    expect((await patch('golden-hour-bodija', { published: true })).body.message).toBe(STUDIO_GALLERY_TEXT.published);
    expect(await publicIds()).toContain('golden-hour-bodija');
  });
});

describe('deleting', () => {
  it('removes an uploaded picture and every file of it, and writes the audit log', async () => {
    const id = await uploadedReady(await sidewaysJpeg(), 'gone.jpg');
    expect((await storedFiles('gallery')).filter((name) => name.startsWith(id))).toHaveLength(5);
    expect((await server.app.request(`/media/gallery/${id}-share.jpg`)).status).toBe(200);
    const clearsBefore = cacheClears;
    const answer = await server.api('DELETE', `/studio/gallery/${id}`, { token: staff });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(STUDIO_GALLERY_TEXT.deleted);
    expect(cacheClears).toBe(clearsBefore + 1);
    expect((await storedFiles('gallery')).filter((name) => name.startsWith(id))).toEqual([]);
    expect((await server.app.request(`/media/gallery/${id}-wm-480.webp`)).status).toBe(404);
    expect((await server.app.request(`/media/gallery/${id}-share.jpg`)).status).toBe(404);
    expect(await studioItem(id)).toBeUndefined();
    expect((await server.api('DELETE', `/studio/gallery/${id}`, { token: staff })).status).toBe(404);
    const [audit] = await server.db.query<{ before: Record<string, unknown>; after: unknown }>(
      "select before, after from studio_audit where action = 'gallery.picture.delete' and subject = 'gone' limit 1",
    );
    expect(audit).toMatchObject({ before: { imageId: id, state: 'ready' }, after: null });
  });

  it('a picture deleted while it waits is never processed into files', async () => {
    const answer = await upload(await sidewaysJpeg(), 'waiting.jpg');
    const id = answer.body.image._id as string;
    expect((await server.api('DELETE', `/studio/gallery/${id}`, { token: staff })).status).toBe(200);
    await galleryProcessingSettled(server.deps);
    expect((await storedFiles('gallery')).filter((name) => name.startsWith(id))).toEqual([]);
    expect(await storedFiles('gallery-uploads')).not.toContain(id);
  });

  it('removes a seeded picture with its files in the database', async () => {
    const keys = async () =>
      (await server.db.query<{ key: string }>("select key from gallery_media where key like 'showcase-planner%'")).map((row) => row.key);
    // A seeded picture's files are drawn when first asked for.
    expect((await server.app.request('/media/gallery/showcase-planner-wm-480.webp')).status).toBe(200);
    expect((await server.app.request('/media/gallery/showcase-planner-v1-wm-480.webp')).status).toBe(200);
    expect((await keys()).length).toBe(9);
    expect((await server.api('DELETE', '/studio/gallery/showcase-planner', { token: staff })).status).toBe(200);
    expect(await keys()).toEqual([]);
    // Nor are they drawn again once the picture is gone.
    expect((await server.app.request('/media/gallery/showcase-planner-wm-480.webp')).status).toBe(404);
    expect((await server.app.request('/media/gallery/showcase-planner-v2-wm-480.webp')).status).toBe(404);
    expect(await keys()).toEqual([]);
  });
});

describe('a large batch', () => {
  it('processes 40 pictures one at a time in the background, with the memory held bounded', async () => {
    // Large in bytes, so 40 held at once would show; few in pixels (what costs processing time), so
    // 40 are processed quickly. A camera's file carries maker notes and an embedded preview beside
    // its pixels; here comment segments fill a 1024x768 JPEG up to 2.6 MB.
    const photo = await paddedJpeg(1024, 768, 2.6 * 1024 * 1024);
    const held = () => {
      collectGarbage();
      const { heapUsed, external } = process.memoryUsage();
      return heapUsed + external;
    };
    await galleryProcessingSettled(server.deps);
    const heldBefore = held();
    let peak = heldBefore;
    const ids: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      const answer = await upload(photo, `batch-${index + 1}.jpg`);
      expect(answer.status).toBe(202);
      ids.push(answer.body.image._id as string);
      peak = Math.max(peak, held());
    }
    const states = new Map((await studioList()).map((image) => [image._id, image.state]));
    expect(ids.some((id) => states.get(id) === 'processing')).toBe(true);
    // Sampled while the worker runs (a full collection each time, so not too often): each finished picture frees what it held.
    const sampler = setInterval(() => {
      peak = Math.max(peak, held());
    }, 250);
    await galleryProcessingSettled(server.deps);
    clearInterval(sampler);
    const after = new Map((await studioList()).map((image) => [image._id, image.state]));
    expect(ids.map((id) => after.get(id))).toEqual(ids.map(() => 'ready'));
    // Held all at once, the 40 uploads alone would be 100 MB; one picture at a time (its upload, the
    // file being encoded, a 960-pixel raw copy, the request in flight) stays under half of that.
    expect(photo.length * 40).toBeGreaterThan(100 * 1024 * 1024);
    expect(peak - heldBefore).toBeLessThan(50 * 1024 * 1024);
  }, 300_000);
});
