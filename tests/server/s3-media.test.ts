import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { s3Storage } from '../../server/media/s3-storage.ts';
import { profileImageForm, signedInCustomer } from './support/accounts-helpers.ts';
import { startLocalS3, type LocalS3 } from './support/local-s3.ts';
import { payOrder, placeOrder } from './support/purchase-helpers.ts';
import { signedInOwner } from './support/studio-helpers.ts';
import { API, startTestServer, type TestServer } from './support/test-server.ts';

// The whole server on an S3 bucket (a local S3 server): pictures and digital files go in and come
// back out through the API, and nothing of them is kept on this process's disk.
const KEY = 's3-media-key-0123456789abcdef0123';
let s3: LocalS3;
let server: TestServer;
let owner: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  server = await startTestServer({
    // A files folder that does not exist: a digital file written to disk would fail the test.
    purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: KEY, filesDir: '/nonexistent/studio-files' },
    mediaStorage: s3Storage(s3.client, s3.bucket, 'shop/media/'),
    digitalFileStorage: s3Storage(s3.client, s3.bucket, 'shop/digital-files/'),
  });
  ({ token: owner } = await signedInOwner(server, KEY));
}, 60_000);
afterAll(async () => {
  await server.close();
  await s3.close();
});

async function productOf(kind: 'physical' | 'digital'): Promise<string> {
  const [product] = await server.db.query<{ id: string }>('select id from products where product_type = $1 order by id limit 1', [kind]);
  if (!product) throw new Error(`no ${kind} product`);
  return product.id;
}

describe('media in an S3 bucket', () => {
  it('keeps an uploaded product picture in the bucket and serves it with its long cache header, length and ETag', async () => {
    const productId = await productOf('physical');
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#3060a0' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('picture', new File([new Uint8Array(jpeg)], 'studio.jpg', { type: 'image/jpeg' }));
    const answer = await server.api('POST', `/studio/products/${productId}/pictures`, { token: owner, form });
    expect(answer.status).toBe(201);
    const [picture] = answer.body.pictures;
    expect((await s3.keys()).filter((key) => key.includes(picture._id))).toEqual(
      ['1200.jpg', '1200.webp', '400.jpg', '400.webp'].map((ending) => `shop/media/product-pictures/${productId}/${picture._id}-${ending}`),
    );

    const served = await server.app.request(picture.url);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-length')).toBe(String(bytes.length));
    const etag = served.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{32}(-\d+)?"$/);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 60, height: 40 });

    // A CDN or browser revalidating gets a 304 without the bytes.
    const revalidated = await server.app.request(picture.url, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await revalidated.text()).toBe('');
    expect((await server.app.request(picture.url, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);

    // Removed from the product, it is gone from the bucket and the address answers 404.
    expect((await server.api('DELETE', `/studio/products/${productId}/pictures/${picture._id}`, { token: owner })).status).toBe(200);
    expect((await s3.keys()).filter((key) => key.includes(picture._id))).toEqual([]);
    expect((await server.app.request(picture.url)).status).toBe(404);
  });

  it('keeps a profile picture with the account, served back with its private cache header', async () => {
    const { token } = await signedInCustomer(server, 'Bucket Shopper');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#208040' } })
      .png()
      .toBuffer();
    const upload = await server.api('POST', '/user/profile-image', { token, form: profileImageForm(png, 'me.png', 'image/png') });
    expect(upload.status).toBe(200);
    const served = await server.app.request(upload.body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, max-age=86400');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(8);
  });

  it('streams an uploaded digital file into the bucket and out again, whole and resumed, only through a paid order', async () => {
    const productId = await productOf('digital');
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n% bucket upload\n'), Buffer.alloc(200_000, 0x42)]);
    const put = await server.app.request(`${API}/studio/products/${productId}/file?fileName=Bucket%20Guide.pdf`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/octet-stream' },
      body: content,
    });
    expect(put.status).toBe(200);
    expect(await s3.keys()).toContain(`shop/digital-files/${productId}-Bucket-Guide.pdf`);

    const customer = await signedInCustomer(server, 'Bucket Buyer');
    const order = await placeOrder(server, customer.token, [{ productId, quantity: 1 }]);
    const list = async () => (await server.api('GET', '/user/digital-products', { token: customer.token })).body.digitalProducts;
    expect(await list()).toEqual([]);
    await payOrder(server, customer.token, order._id);
    const [grant] = await list();
    const link = await server.api('POST', `/user/digital-products/${grant._id}/download`, { token: customer.token });
    expect(link.status).toBe(200);
    // The link is the server's own, never the bucket's.
    expect(link.body.downloadUrl).toMatch(new RegExp(`^${API}/files/`));

    const client = { headers: { 'user-agent': 'Bucket browser' } };
    const whole = await server.app.request(link.body.downloadUrl, client);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(content.length));
    expect(whole.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await whole.arrayBuffer()).equals(content)).toBe(true);
    const etag = whole.headers.get('etag') ?? '';
    const rest = await server.app.request(link.body.downloadUrl, {
      headers: { ...client.headers, range: 'bytes=100000-', 'if-range': etag },
    });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('content-range')).toBe(`bytes 100000-${content.length - 1}/${content.length}`);
    expect(Buffer.from(await rest.arrayBuffer()).equals(content.subarray(100_000))).toBe(true);

    // Without the signed link, nothing: the bucket is never reached from outside.
    const forged = link.body.downloadUrl.replace(/signature=[0-9a-f]+/, `signature=${'0'.repeat(64)}`);
    expect((await server.app.request(forged, client)).status).toBe(403);
  });

  it("makes a seeded digital product's file in the bucket on its first download", async () => {
    const [seeded] = await server.db.query<{ product_id: string; file_name: string }>(
      'select product_id, file_name from digital_files where uploaded_at is null order by product_id limit 1',
    );
    if (!seeded) throw new Error('no seeded digital file');
    const customer = await signedInCustomer(server, 'Seeded Buyer');
    const order = await placeOrder(server, customer.token, [{ productId: seeded.product_id, quantity: 1 }]);
    await payOrder(server, customer.token, order._id);
    const [grant] = (await server.api('GET', '/user/digital-products', { token: customer.token })).body.digitalProducts;
    const link = await server.api('POST', `/user/digital-products/${grant._id}/download`, { token: customer.token });
    expect(await s3.keys()).toContain(`shop/digital-files/${seeded.product_id}-${seeded.file_name}`);
    const file = await server.app.request(link.body.downloadUrl);
    expect(file.status).toBe(200);
    expect(Number(file.headers.get('content-length'))).toBe(grant.fileSize);
    expect((await file.arrayBuffer()).byteLength).toBe(grant.fileSize);
  });
});
