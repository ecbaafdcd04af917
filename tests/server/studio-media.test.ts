import v8 from 'node:v8';
import vm from 'node:vm';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryStorage } from '../../server/media/file-storage.ts';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { pngBomb } from './support/hostile-pictures.ts';
import { payOrder, placeOrder } from './support/purchase-helpers.ts';
import { signedInOwner, signedInStaff } from './support/studio-helpers.ts';
import { API, startTestServer, type TestServer } from './support/test-server.ts';

// A full collection on demand, so the memory test reads what is held rather than garbage not yet collected.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const KEY = 'studio-media-key-0123456789abcdef';
let server: TestServer;
let mediaDir: string;
let filesDir: string;
let staff: string;
let owner: string;
let shopper: { token: string };

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'studio-media-'));
  filesDir = await mkdtemp(path.join(tmpdir(), 'studio-files-'));
  server = await startTestServer({
    purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: KEY, filesDir },
    mediaStorage: directoryStorage(mediaDir),
  });
  ({ token: owner } = await signedInOwner(server, KEY));
  ({ token: staff } = await signedInStaff(server, owner));
  shopper = await signedInCustomer(server, 'Media Shopper');
}, 60_000);
afterAll(async () => {
  await server.close();
  // The 500 MB course is not left behind in the temporary directory.
  await Promise.all([rm(mediaDir, { recursive: true, force: true }), rm(filesDir, { recursive: true, force: true })]);
});

/** The nth product of a kind, in id order. */
async function productOf(kind: 'plain' | 'variants' | 'digital', offset = 0): Promise<{ id: string; title: string; images: string[] }> {
  const where = { plain: "product_type = 'physical' and not has_variants", variants: 'has_variants', digital: "product_type = 'digital'" }[
    kind
  ];
  const [product] = await server.db.query<{ id: string; title: string; images: string[] }>(
    `select id, title, images from products where ${where} order by id limit 1 offset $1`,
    [offset],
  );
  if (!product) throw new Error(`no ${kind} product`);
  return product;
}

/** A JPEG taken "sideways" (EXIF orientation 6) with an author and a GPS position in its EXIF. */
function sidewaysJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#c04020' } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Artist: 'Tola Adeyemi' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '7/1 23/1 0/1' } })
    .jpeg()
    .toBuffer();
}

const png = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

function upload(productId: string, bytes: Uint8Array, name: string, type: string, options: { variantId?: string; token?: string } = {}) {
  const form = new FormData();
  form.set('picture', new File([new Uint8Array(bytes)], name, { type }));
  if (options.variantId) form.set('variantId', options.variantId);
  return server.api('POST', `/studio/products/${productId}/pictures`, { token: options.token ?? staff, form });
}

const shopProduct = async (productId: string) => (await server.api('GET', `/product/single/${productId}`)).body.product;
const storedFiles = async (productId: string) => readdir(path.join(mediaDir, 'product-pictures', productId)).catch(() => [] as string[]);

describe('pictures', () => {
  it('stores an upright copy without EXIF or GPS as WebP and JPEG renditions, and the shop shows it first', async () => {
    const product = await productOf('plain', 0);
    const original = await sidewaysJpeg();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('Tola Adeyemi');

    // The audit log orders by time: this upload comes a minute after the sign-ups.
    server.advanceMinutes(1);
    const answer = await upload(product.id, original, 'holiday.jpg', 'image/jpeg');
    expect(answer.status).toBe(201);
    const [picture] = answer.body.pictures;
    expect(picture).toMatchObject({ variantId: null, width: 200, height: 300, cover: true });
    expect((await storedFiles(product.id)).sort()).toEqual(
      [`${picture._id}-1200.jpg`, `${picture._id}-1200.webp`, `${picture._id}-400.jpg`, `${picture._id}-400.webp`].sort(),
    );
    for (const url of [picture.url, picture.thumbnailUrl, picture.jpegUrl]) {
      const served = await server.app.request(url);
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ width: 200, height: 300 });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    const served = await server.app.request(picture.url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // The same headers as from a bucket (s3-media.test.ts): a year's caching, the length, an ETag, a 304 on revalidation.
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-length')).toBe(String((await served.arrayBuffer()).byteLength));
    const etag = served.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+-[0-9a-f]+"$/);
    expect((await server.app.request(picture.url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await server.app.request(picture.jpegUrl)).headers.get('content-type')).toBe('image/jpeg');

    const shown = await shopProduct(product.id);
    expect(shown.images).toEqual([picture.url]);
    expect(shown.image).toBe(picture.url);
    const log = await server.api('GET', '/studio/audit', { token: owner });
    expect(log.body.entries[0]).toMatchObject({ action: 'product.picture.add', subject: product.title, after: { pictureId: picture._id } });
  });

  it('refuses by content: a text file named .jpg, a GIF, and a PNG bomb', async () => {
    const product = await productOf('plain', 1);
    const text = await upload(product.id, Buffer.from('just some notes, not a picture\n'), 'photo.jpg', 'image/jpeg');
    expect(text.status).toBe(422);
    expect(text.body).toEqual({ success: false, message: 'This file is not a JPEG, PNG or WebP picture' });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(product.id, gif, 'photo.png', 'image/png')).body.message).toBe('This file is not a JPEG, PNG or WebP picture');
    const bomb = await upload(product.id, pngBomb(), 'bomb.png', 'image/png');
    expect(bomb.status).toBe(422);
    expect(bomb.body).toEqual({ success: false, message: 'This picture is too large: at most 50 megapixels' });
    const broken = await upload(product.id, (await png('#123456')).subarray(0, 60), 'cut.png', 'image/png');
    expect(broken.status).toBe(422);
    expect(broken.body.message).toBe('This picture could not be read');
    expect(await storedFiles(product.id)).toEqual([]);
    expect((await shopProduct(product.id)).images).toEqual(product.images);
  });

  it('accepts a PNG declared as anything, and a WebP', async () => {
    const product = await productOf('plain', 2);
    expect((await upload(product.id, await png('#00ff00'), 'scan.txt', 'text/plain')).status).toBe(201);
    const webp = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#0000ff80' } })
      .webp()
      .toBuffer();
    const answer = await upload(product.id, webp, 'x', 'application/octet-stream');
    expect(answer.status).toBe(201);
    expect(answer.body.pictures).toHaveLength(2);
  });

  it('refuses a picture over 15 MB with 413', async () => {
    const product = await productOf('plain', 2);
    const big = Buffer.concat([await png('#000000'), Buffer.alloc(15 * 1024 * 1024)]);
    const answer = await upload(product.id, big, 'huge.png', 'image/png');
    expect(answer.status).toBe(413);
  });

  it('reorders, chooses the cover and deletes; the last delete brings the artwork back and removes the files', async () => {
    const product = await productOf('plain', 3);
    const first = (await upload(product.id, await png('#ff0000'), 'a.png', 'image/png')).body.pictures[0];
    const second = (await upload(product.id, await png('#00ff00'), 'b.png', 'image/png')).body.pictures[1];
    expect((await shopProduct(product.id)).images).toEqual([first.url, second.url]);

    const cover = await server.api('POST', `/studio/products/${product.id}/pictures/${second._id}/cover`, { token: staff });
    expect(cover.status).toBe(200);
    expect(cover.body.pictures.map((picture: { _id: string; cover: boolean }) => [picture._id, picture.cover])).toEqual([
      [second._id, true],
      [first._id, false],
    ]);
    expect((await shopProduct(product.id)).images).toEqual([second.url, first.url]);

    const reorder = (pictureIds: string[]) =>
      server.api('PUT', `/studio/products/${product.id}/pictures/order`, { token: staff, body: { pictureIds } });
    expect((await reorder([first._id, second._id])).status).toBe(200);
    expect((await shopProduct(product.id)).images).toEqual([first.url, second.url]);
    for (const wrong of [[first._id], [first._id, first._id], [first._id, second._id, 'pic_0'], []]) {
      const refused = await reorder(wrong);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Please list every picture of the product once');
    }

    const removed = await server.api('DELETE', `/studio/products/${product.id}/pictures/${first._id}`, { token: staff });
    expect(removed.status).toBe(200);
    expect(removed.body.pictures).toHaveLength(1);
    expect(removed.body.pictures[0]).toMatchObject({ _id: second._id, cover: true });
    expect((await storedFiles(product.id)).every((name) => name.startsWith(second._id))).toBe(true);
    expect((await server.app.request(first.url)).status).toBe(404);

    await server.api('DELETE', `/studio/products/${product.id}/pictures/${second._id}`, { token: staff });
    expect(await storedFiles(product.id)).toEqual([]);
    expect((await shopProduct(product.id)).images).toEqual(product.images);
    const again = await server.api('DELETE', `/studio/products/${product.id}/pictures/${second._id}`, { token: staff });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Picture not found');
    const actions = await server.db.query<{ action: string; count: number }>(
      'select action, count(*)::int as count from studio_audit where subject = $1 group by action order by action',
      [product.title],
    );
    expect(actions).toEqual([
      { action: 'product.picture.add', count: 2 },
      { action: 'product.picture.cover', count: 1 },
      { action: 'product.picture.delete', count: 2 },
      { action: 'product.picture.reorder', count: 1 },
    ]);
  });

  it("gives a picture to a variant: the variant's images point at it, the product keeps its own", async () => {
    const product = await productOf('variants', 0);
    const [variant, other] = (await shopProduct(product.id)).variants;
    const answer = await upload(product.id, await png('#abcdef'), 'v.png', 'image/png', { variantId: variant._id });
    expect(answer.status).toBe(201);
    const picture = answer.body.pictures[0];
    expect(picture).toMatchObject({ variantId: variant._id, cover: true });
    const shown = await shopProduct(product.id);
    expect(shown.images).toEqual(product.images);
    expect(shown.variants[0].images).toEqual([picture.url]);
    expect(shown.variants[1].images).toEqual(other.images);
    const unknown = await upload(product.id, await png('#abcdef'), 'v.png', 'image/png', { variantId: 'var_nope' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Variant not found');
  });

  it('lists a product with its variants, answers 404 for an unknown product, and refuses customers and guests', async () => {
    const product = await productOf('variants', 1);
    const list = await server.api('GET', `/studio/products/${product.id}/pictures`, { token: staff });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ productId: product.id, title: product.title, isDigital: false, digitalFile: null });
    expect(list.body.variants.length).toBeGreaterThan(1);
    expect((await server.api('GET', '/studio/products/prod_nope/pictures', { token: staff })).status).toBe(404);
    expect((await upload(product.id, await png('#000'), 'a.png', 'image/png', { token: shopper.token })).status).toBe(403);
    expect((await server.api('GET', `/studio/products/${product.id}/pictures`, { token: shopper.token })).status).toBe(403);
    expect((await server.api('GET', `/studio/products/${product.id}/pictures`)).status).toBe(401);
  });
});

/** A PUT of the file from a stream of chunks, as a browser sends a large file. */
function putFile(productId: string, chunks: AsyncIterable<Uint8Array> | Uint8Array[], fileName: string, token = staff) {
  const iterator = (async function* () {
    yield* chunks;
  })();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await iterator.next();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(error);
      }
    },
  });
  return server.app.request(`${API}/studio/products/${productId}/file?fileName=${encodeURIComponent(fileName)}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body,
    duplex: 'half',
  } as RequestInit);
}

const PDF_HEAD = Buffer.from('%PDF-1.4\n% studio upload\n');

async function downloadAs(productId: string): Promise<Response> {
  const customer = await signedInCustomer(server);
  const order = await placeOrder(server, customer.token, [{ productId, quantity: 1 }]);
  await payOrder(server, customer.token, order._id);
  const list = await server.api('GET', '/user/digital-products', { token: customer.token });
  const grant = list.body.digitalProducts.find((item: { productId: string }) => item.productId === productId);
  const link = await server.api('POST', `/user/digital-products/${grant._id}/download`, { token: customer.token });
  return server.app.request(link.body.downloadUrl);
}

describe('digital files', () => {
  it('replaces the file: buyers see its format and size on the product and download it', async () => {
    const product = await productOf('digital', 0);
    const content = Buffer.concat([PDF_HEAD, Buffer.alloc(300_000, 0x41)]);
    server.advanceMinutes(1);
    const answer = await putFile(
      product.id,
      [content.subarray(0, 3), content.subarray(3, 100_000), content.subarray(100_000)],
      'My Guide (2026).pdf',
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      success: true,
      message: 'File uploaded',
      digitalFile: { fileName: 'My-Guide-2026.pdf', format: 'PDF', size: content.length },
    });
    expect((await shopProduct(product.id)).digitalFile).toEqual({ format: 'PDF', size: content.length });
    const media = await server.api('GET', `/studio/products/${product.id}/pictures`, { token: staff });
    expect(media.body.digitalFile).toEqual({ fileName: 'My-Guide-2026.pdf', format: 'PDF', size: content.length });
    const download = await downloadAs(product.id);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="My-Guide-2026.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
    expect((await readdir(filesDir)).filter((name) => name.startsWith(`${product.id}-`))).toEqual([`${product.id}-My-Guide-2026.pdf`]);
    const log = await server.api('GET', '/studio/audit', { token: owner });
    expect(log.body.entries[0]).toMatchObject({ action: 'product.file.replace', after: { fileName: 'My-Guide-2026.pdf', format: 'PDF' } });
  });

  it('refuses by content, on a physical product, and leaves no file when the upload breaks off', async () => {
    const product = await productOf('digital', 1);
    const text = await putFile(product.id, [Buffer.from('this is not a zip at all')], 'course.zip');
    expect(text.status).toBe(422);
    expect(await text.json()).toEqual({ success: false, message: 'This file is not a PDF or a ZIP' });
    const physical = await putFile((await productOf('plain', 0)).id, [PDF_HEAD], 'x.pdf');
    expect(physical.status).toBe(422);
    expect((await physical.json()).message).toBe('Only a digital product has a file');
    const before = await readdir(filesDir);
    const broken = putFile(
      product.id,
      (async function* () {
        yield Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
        yield Buffer.alloc(64 * 1024);
        throw new Error('the connection dropped');
      })(),
      'course.zip',
    );
    expect((await Promise.resolve(broken).catch(() => ({ status: 500 }))).status).toBeGreaterThanOrEqual(400);
    expect((await readdir(filesDir)).sort()).toEqual(before.sort());
    expect((await server.api('GET', `/studio/products/${product.id}/pictures`, { token: staff })).body.digitalFile.fileName).not.toBe(
      'course.zip',
    );
    expect((await putFile(product.id, [PDF_HEAD], 'x.pdf', shopper.token)).status).toBe(403);
  });

  it('streams a 500 MB course to disk: the server holds no more than ~50 MB more while it arrives', async () => {
    const product = await productOf('digital', 2);
    // 64 KB at a time, as a socket delivers a large upload.
    const chunk = Buffer.alloc(64 * 1024, 0x5a);
    const total = 500 * 16;
    // What is held, not what the collector has yet to free: JavaScript objects and the buffers
    // beside them (a body kept in memory would be both), measured after a full collection.
    const held = () => {
      collectGarbage();
      const { heapUsed, external } = process.memoryUsage();
      return heapUsed + external;
    };
    const heldBefore = held();
    let peak = heldBefore;
    const chunks = (async function* () {
      yield Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), chunk.subarray(4)]);
      for (let index = 1; index < total; index += 1) {
        if (index % 256 === 0) peak = Math.max(peak, held());
        yield chunk;
      }
    })();
    const answer = await putFile(product.id, chunks, 'big-course.zip');
    peak = Math.max(peak, held());
    expect(answer.status).toBe(200);
    expect((await answer.json()).digitalFile).toEqual({ fileName: 'big-course.zip', format: 'ZIP', size: 500 * 1024 * 1024 });
    expect(peak - heldBefore).toBeLessThan(50 * 1024 * 1024);
    // One byte more than 500 MB is refused, and nothing of it stays.
    const over = await putFile(
      product.id,
      (async function* () {
        yield Buffer.from([0x50, 0x4b, 0x03, 0x04]);
        for (let index = 0; index < total; index += 1) yield chunk;
      })(),
      'bigger.zip',
    );
    expect(over.status).toBe(413);
    expect((await readdir(filesDir)).filter((name) => name.includes('bigger'))).toEqual([]);
  }, 180_000);
});
