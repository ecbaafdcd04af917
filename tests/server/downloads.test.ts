import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDigitalFiles } from '../../server/downloads/digital-file-store.ts';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { OPERATOR } from '../../server/studio/audit-log.ts';
import { moveOrderByStudio } from '../../server/studio/move-order.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { depsOf, payOrder, placeOrder } from './support/purchase-helpers.ts';
import { API, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let filesDir: string;
beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'studio-shop-files-'));
  server = await startTestServer({ purchase: { ...DEFAULT_PURCHASE_SETTINGS, filesDir } });
});
afterAll(async () => server.close());

const GUIDE = 'guide-wedding-photography';
const COURSE = 'course-lighting-fundamentals';

/** A customer with a paid order for the guide and the course, and their grants by product. */
async function customerWithGrants() {
  const customer = await signedInCustomer(server);
  const order = await placeOrder(server, customer.token, [
    { productId: GUIDE, quantity: 1 },
    { productId: COURSE, quantity: 1 },
  ]);
  await payOrder(server, customer.token, order._id);
  const list = await server.api('GET', '/user/digital-products', { token: customer.token });
  const grant = (productId: string) => list.body.digitalProducts.find((item: { productId: string }) => item.productId === productId);
  return { ...customer, order, guide: grant(GUIDE), course: grant(COURSE) };
}

async function fetchFile(url: string) {
  return server.app.request(url);
}

/** A fetch of a file link from one client: its address and browser, and any extra headers. */
async function fetchFileAs(url: string, client: { address: string; userAgent: string }, headers: Record<string, string> = {}) {
  return server.app.request(
    url,
    { headers: { 'user-agent': client.userAgent, ...headers } },
    { incoming: { socket: { remoteAddress: client.address } } },
  );
}

describe('digital downloads', () => {
  it('spends one download and answers a signed link that serves the PDF as an attachment', async () => {
    const { token, guide } = await customerWithGrants();
    const response = await server.api('POST', `/user/digital-products/${guide._id}/download`, { token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, downloadsUsed: 1, downloadLimit: 5 });
    expect(response.body.downloadUrl).toMatch(
      new RegExp(`^${API}/files/${guide._id}\\?expires=\\d+&link=[0-9a-f]{32}&signature=[0-9a-f]{64}$`),
    );
    const file = await fetchFile(response.body.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="wedding-photography-business-guide-pdf.pdf"');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.length).toBe(guide.fileSize);
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Wedding Photography Business Guide \\(PDF\\)) Tj');
    // The file now lives in storage under the files folder.
    expect(await readdir(filesDir)).toContain(`${GUIDE}-wedding-photography-business-guide-pdf.pdf`);
    const list = await server.api('GET', '/user/digital-products', { token });
    expect(list.body.digitalProducts.find((item: { _id: string }) => item._id === guide._id).downloadsUsed).toBe(1);
  });

  it('serves a course as a real ZIP', async () => {
    const { token, course } = await customerWithGrants();
    expect(course.fileFormat).toBe('ZIP');
    const link = await server.api('POST', `/user/digital-products/${course._id}/download`, { token });
    const file = await fetchFile(link.body.downloadUrl);
    expect(file.headers.get('content-type')).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await file.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(['README.txt', 'studio-lighting-fundamentals-course-notes.pdf']);
    expect(
      Buffer.from(entries['README.txt'] ?? [])
        .toString('utf8')
        .startsWith('Studio Lighting Fundamentals Course\n'),
    ).toBe(true);
  });

  it('links work for 10 minutes and only with their signature', async () => {
    const { token, guide } = await customerWithGrants();
    const link = (await server.api('POST', `/user/digital-products/${guide._id}/download`, { token })).body.downloadUrl as string;
    const forged = link.replace(/signature=[0-9a-f]+/, `signature=${'0'.repeat(64)}`);
    const refused = await server.api('GET', forged.slice(API.length));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: 'This download link is not valid' });
    const stretched = link.replace(/expires=(\d+)/, (_, expires: string) => `expires=${Number(expires) + 3600}`);
    expect((await server.api('GET', stretched.slice(API.length))).status).toBe(403);
    server.advanceMinutes(9);
    expect((await fetchFile(link)).status).toBe(200);
    server.advanceMinutes(1);
    const late = await server.api('GET', link.slice(API.length));
    expect(late.status).toBe(403);
    expect(late.body).toEqual({ success: false, message: 'This download link has expired' });
  });

  it('belongs to the first client that fetches it, which can resume it with a Range; nobody else can use it', async () => {
    const { token, guide } = await customerWithGrants();
    const link = (await server.api('POST', `/user/digital-products/${guide._id}/download`, { token })).body.downloadUrl as string;
    const customer = { address: '10.200.0.1', userAgent: 'Mozilla/5.0 (Customer phone)' };
    const whole = await fetchFileAs(link, customer);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    const etag = whole.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    // The same browser resumes after a dropped connection: the rest of the file, nothing more.
    const resumed = await fetchFileAs(link, customer, { range: 'bytes=100-', 'if-range': etag });
    expect(resumed.status).toBe(206);
    expect(resumed.headers.get('content-range')).toBe(`bytes 100-${bytes.length - 1}/${bytes.length}`);
    expect(new Uint8Array(await resumed.arrayBuffer())).toEqual(bytes.subarray(100));
    const tail = await fetchFileAs(link, customer, { range: 'bytes=-10' });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 10));
    // A stale If-Range gets the whole file again; a range past the end is a 416 with the size.
    expect((await fetchFileAs(link, customer, { range: 'bytes=100-', 'if-range': '"other"' })).status).toBe(200);
    const past = await fetchFileAs(link, customer, { range: `bytes=${bytes.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);

    // The same link from another machine, or another browser on the same address, is refused.
    for (const stranger of [
      { ...customer, address: '10.200.0.2' },
      { ...customer, userAgent: 'curl/8.5.0' },
    ]) {
      const refused = await fetchFileAs(link, stranger);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ success: false, message: 'This download link has already been used' });
      expect((await fetchFileAs(link, stranger, { range: 'bytes=0-' })).status).toBe(403);
    }
    const contractChecked = await server.api('GET', link.slice(API.length), { remoteAddress: '10.200.0.3' });
    expect(contractChecked.status).toBe(403);
    // A new link for the same grant is a new download, free for its own first client.
    const next = (await server.api('POST', `/user/digital-products/${guide._id}/download`, { token })).body.downloadUrl as string;
    server.advanceMinutes(1);
    expect((await fetchFileAs(next, { address: '10.200.0.4', userAgent: 'Mozilla/5.0 (Laptop)' })).status).toBe(200);
  });

  it("stops at the limit with 'Download limit reached'", async () => {
    const { token, guide } = await customerWithGrants();
    for (let used = 1; used <= 5; used += 1) {
      const response = await server.api('POST', `/user/digital-products/${guide._id}/download`, { token });
      expect(response.body.downloadsUsed).toBe(used);
    }
    const sixth = await server.api('POST', `/user/digital-products/${guide._id}/download`, { token });
    expect(sixth.status).toBe(403);
    expect(sixth.body).toEqual({ success: false, message: 'Download limit reached' });
  });

  it("stops after 7 days with 'Download expired'", async () => {
    const { token, guide } = await customerWithGrants();
    server.advanceMinutes(7 * 24 * 60 - 1);
    expect((await server.api('POST', `/user/digital-products/${guide._id}/download`, { token })).status).toBe(200);
    server.advanceMinutes(1);
    const late = await server.api('POST', `/user/digital-products/${guide._id}/download`, { token });
    expect(late.status).toBe(403);
    expect(late.body).toEqual({ success: false, message: 'Download expired' });
  });

  it('gives exactly one link to 20 concurrent requests on a grant with one download left', async () => {
    const { token, guide } = await customerWithGrants();
    await server.db.query('update download_grants set downloads_used = download_limit - 1 where id = $1', [guide._id]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => server.api('POST', `/user/digital-products/${guide._id}/download`, { token })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(19);
    const [row] = await server.db.query<{ downloads_used: number }>('select downloads_used from download_grants where id = $1', [
      guide._id,
    ]);
    expect(row?.downloads_used).toBe(5);
  });

  it("answers 404 for another customer's grant and spends nothing", async () => {
    const { guide } = await customerWithGrants();
    const stranger = await signedInCustomer(server);
    const response = await server.api('POST', `/user/digital-products/${guide._id}/download`, { token: stranger.token });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Download not found' });
    expect((await server.api('GET', '/user/digital-products', { token: stranger.token })).body.digitalProducts).toEqual([]);
    const [row] = await server.db.query<{ downloads_used: number }>('select downloads_used from download_grants where id = $1', [
      guide._id,
    ]);
    expect(row?.downloads_used).toBe(0);
  });

  it('spends nothing once the studio moved the order to returned, and its links stop', async () => {
    const { token, order, guide } = await customerWithGrants();
    const link = (await server.api('POST', `/user/digital-products/${guide._id}/download`, { token })).body.downloadUrl as string;
    const deps = depsOf(server, { ...DEFAULT_PURCHASE_SETTINGS, filesDir });
    await moveOrderByStudio(deps, OPERATOR, order.orderNumber, 'shipped', undefined);
    expect((await server.api('POST', `/user/digital-products/${guide._id}/download`, { token })).status).toBe(200);
    await moveOrderByStudio(deps, OPERATOR, order.orderNumber, 'returned', 'Parcel came back');
    const refused = await server.api('POST', `/user/digital-products/${guide._id}/download`, { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: 'Downloads are available once the order is confirmed and paid' });
    const stale = await server.api('GET', link.slice(API.length));
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual({ success: false, message: 'Downloads are available once the order is confirmed and paid' });
    const [row] = await server.db.query<{ downloads_used: number }>('select downloads_used from download_grants where id = $1', [
      guide._id,
    ]);
    expect(row?.downloads_used).toBe(2);
  });

  it('spends nothing on an order that is not paid', async () => {
    const { token, guide } = await customerWithGrants();
    await server.db.query("update orders set payment_status = 'refunded' where id = (select order_id from download_grants where id = $1)", [
      guide._id,
    ]);
    const refused = await server.api('POST', `/user/digital-products/${guide._id}/download`, { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: 'Downloads are available once the order is confirmed and paid' });
    const [row] = await server.db.query<{ downloads_used: number }>('select downloads_used from download_grants where id = $1', [
      guide._id,
    ]);
    expect(row?.downloads_used).toBe(0);
  });

  it('spends nothing when the product has no file', async () => {
    const { token, guide } = await customerWithGrants();
    await server.db.query('delete from digital_files where product_id = $1', [GUIDE]);
    try {
      const refused = await server.api('POST', `/user/digital-products/${guide._id}/download`, { token });
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ success: false, message: 'This file is not available' });
      const [row] = await server.db.query<{ downloads_used: number }>('select downloads_used from download_grants where id = $1', [
        guide._id,
      ]);
      expect(row?.downloads_used).toBe(0);
    } finally {
      await registerDigitalFiles(server.db, [GUIDE]);
    }
  });

  it('follows DOWNLOAD_LIMIT and DOWNLOAD_DAYS', async () => {
    const custom = await startTestServer({ purchase: { ...DEFAULT_PURCHASE_SETTINGS, filesDir, downloadLimit: 2, downloadDays: 30 } });
    try {
      const { token } = await signedInCustomer(custom);
      const order = await placeOrder(custom, token, [{ productId: GUIDE, quantity: 1 }]);
      await payOrder(custom, token, order._id);
      const [grant] = (await custom.api('GET', '/user/digital-products', { token })).body.digitalProducts;
      expect(grant.downloadLimit).toBe(2);
      expect(grant.expiryDate).toBe(new Date(custom.now.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString());
    } finally {
      await custom.close();
    }
  });
});
