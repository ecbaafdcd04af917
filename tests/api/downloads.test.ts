import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { downloadDigitalProduct, listDigitalProducts } from '../../src/api/downloads.ts';
import { messageOr } from '../../src/api/errors.ts';
import { apiCase, describeApiCases } from './support/api-cases.ts';
import { grant } from './support/fixtures.ts';
import { BASE_URL, TOKEN, fail, plain, server, succeed, testClient, useMockServer, UNABORTED } from './support/server.ts';

useMockServer();

const FIVE_MINUTES = 5 * 60_000;
const link = { success: true, downloadUrl: '/api/v1/files/grant-1?signature=a1b2', downloadsUsed: 2, downloadLimit: 5 };

describeApiCases('downloads', [
  apiCase({
    name: 'listDigitalProducts',
    method: 'get',
    path: '/user/digital-products',
    run: (client) => listDigitalProducts(client, UNABORTED),
    answer: { success: true, digitalProducts: [grant] },
    expected: [grant],
    kind: 'read',
    freshMs: FIVE_MINUTES,
  }),
  apiCase({
    name: 'downloadDigitalProduct',
    method: 'post',
    path: '/user/digital-products/:id/download',
    run: (client) => downloadDigitalProduct(client, 'grant-1', UNABORTED),
    answer: link,
    expected: link,
    kind: 'mutation',
  }),
]);

describe('download specifics', () => {
  it('gives a used-up grant as Rejected 403 with the server message', async () => {
    server.use(
      http.post(`${BASE_URL}/user/digital-products/:id/download`, () =>
        HttpResponse.json({ success: false, message: 'Download limit reached' }, { status: 403 }),
      ),
    );
    const error = await fail(downloadDigitalProduct(testClient(TOKEN).client, 'grant-1', UNABORTED));
    expect(plain(error)).toEqual({ _tag: 'Rejected', status: 403, message: 'Download limit reached' });
    expect(messageOr(error, 'Download failed. Please try again.')).toBe('Download limit reached');
  });

  it('asks for the list again after a download (the count changed)', async () => {
    let reads = 0;
    server.use(
      http.get(`${BASE_URL}/user/digital-products`, () => {
        reads += 1;
        return HttpResponse.json({ success: true, digitalProducts: [grant] });
      }),
      http.post(`${BASE_URL}/user/digital-products/:id/download`, () => HttpResponse.json(link)),
    );
    const { client } = testClient(TOKEN);
    await succeed(listDigitalProducts(client, UNABORTED));
    await succeed(downloadDigitalProduct(client, 'grant-1', UNABORTED));
    await succeed(listDigitalProducts(client, UNABORTED));
    expect(reads).toBe(2);
  });
});
