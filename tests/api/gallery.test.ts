import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { downloadGalleryImage, getGalleryImage, listGalleryImages, toggleGalleryImageLike } from '../../src/api/gallery.ts';
import { apiCase, describeApiCases } from './support/api-cases.ts';
import { galleryImage } from './support/fixtures.ts';
import { BASE_URL, TOKEN, fail, plain, server, succeed, testClient, useMockServer, UNABORTED } from './support/server.ts';

useMockServer();

const FIVE_MINUTES = 5 * 60_000;
const page = { success: true, images: [galleryImage], total: 1, totalPages: 1, currentPage: 1 };

describeApiCases('gallery', [
  apiCase({
    name: 'listGalleryImages',
    method: 'get',
    path: '/gallery',
    run: (client) =>
      listGalleryImages(client, { page: 1, category: 'portraits', search: 'market', galleryType: 'humanstories' }, UNABORTED),
    answer: page,
    expected: page,
    kind: 'read',
    freshMs: FIVE_MINUTES,
    sentQuery: 'page=1&category=portraits&search=market&galleryType=humanstories',
  }),
  apiCase({
    name: 'getGalleryImage',
    method: 'get',
    path: '/gallery/:id',
    run: (client) => getGalleryImage(client, 'img-1', UNABORTED),
    answer: { success: true, image: galleryImage },
    expected: galleryImage,
    kind: 'read',
    freshMs: FIVE_MINUTES,
  }),
  apiCase({
    name: 'toggleGalleryImageLike',
    method: 'post',
    path: '/gallery/images/:id/like',
    run: (client) => toggleGalleryImageLike(client, 'img-1', UNABORTED),
    answer: { success: true, isLiked: true, likeCount: 13 },
    expected: { success: true, isLiked: true, likeCount: 13 },
    kind: 'mutation',
  }),
]);

describe('downloadGalleryImage (GET /gallery/:id/download)', () => {
  const jpeg = () => new HttpResponse('jpeg bytes', { headers: { 'Content-Type': 'image/jpeg' } });

  it('gives back the image as a Blob, sending the bearer token', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${BASE_URL}/gallery/:id/download`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return jpeg();
      }),
    );
    const blob = await succeed(downloadGalleryImage(testClient(TOKEN).client, 'img-1', UNABORTED));
    expect({ type: blob.type, text: await blob.text(), authorization }).toEqual({
      type: 'image/jpeg',
      text: 'jpeg bytes',
      authorization: `Bearer ${TOKEN}`,
    });
  });

  it('sends no Authorization header without a token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${BASE_URL}/gallery/:id/download`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return jpeg();
      }),
    );
    await succeed(downloadGalleryImage(testClient(null).client, 'img-1', UNABORTED));
    expect(authorization).toBeNull();
  });

  it('turns 401 into Unauthorized and one session-expired signal', async () => {
    server.use(
      http.get(`${BASE_URL}/gallery/:id/download`, () =>
        HttpResponse.json({ success: false, message: 'Not authorized, please log in again' }, { status: 401 }),
      ),
    );
    const { client, expiries } = testClient(TOKEN);
    expect(plain(await fail(downloadGalleryImage(client, 'img-1', UNABORTED)))).toEqual({
      _tag: 'Unauthorized',
      message: 'Not authorized, please log in again',
    });
    expect(expiries()).toBe(1);
  });

  it('turns 404 into NotFound', async () => {
    server.use(
      http.get(`${BASE_URL}/gallery/:id/download`, () => HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 })),
    );
    expect(plain(await fail(downloadGalleryImage(testClient(TOKEN).client, 'img-1', UNABORTED)))).toEqual({
      _tag: 'NotFound',
      message: 'Not found',
    });
  });

  it('retries a network failure once, then gives Network', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE_URL}/gallery/:id/download`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    expect(plain(await fail(downloadGalleryImage(testClient(TOKEN).client, 'img-1', UNABORTED)))).toEqual({ _tag: 'Network' });
    expect(calls).toBe(2);
  });

  it('turns 500 into Unexpected', async () => {
    server.use(
      http.get(`${BASE_URL}/gallery/:id/download`, () => HttpResponse.json({ success: false, message: 'Disk error' }, { status: 500 })),
    );
    expect(plain(await fail(downloadGalleryImage(testClient(TOKEN).client, 'img-1', UNABORTED)))).toEqual({
      _tag: 'Unexpected',
      status: 500,
      message: 'Disk error',
    });
  });

  it('turns 422 into Rejected', async () => {
    server.use(http.get(`${BASE_URL}/gallery/:id/download`, () => HttpResponse.json({ success: false, message: 'No' }, { status: 422 })));
    expect(plain(await fail(downloadGalleryImage(testClient(TOKEN).client, 'img-1', UNABORTED)))).toEqual({
      _tag: 'Rejected',
      status: 422,
      message: 'No',
    });
  });
});

describe('gallery caching', () => {
  it('asks for the image and the lists again after a like', async () => {
    let imageReads = 0;
    let listReads = 0;
    server.use(
      http.get(`${BASE_URL}/gallery`, () => {
        listReads += 1;
        return HttpResponse.json(page);
      }),
      http.get(`${BASE_URL}/gallery/:id`, () => {
        imageReads += 1;
        return HttpResponse.json({ success: true, image: galleryImage });
      }),
      http.post(`${BASE_URL}/gallery/images/:id/like`, () => HttpResponse.json({ success: true, isLiked: true, likeCount: 13 })),
    );
    const { client } = testClient(TOKEN);
    await succeed(listGalleryImages(client, { galleryType: 'humanstories' }, UNABORTED));
    await succeed(getGalleryImage(client, 'img-1', UNABORTED));
    await succeed(toggleGalleryImageLike(client, 'img-1', UNABORTED));
    await succeed(listGalleryImages(client, { galleryType: 'humanstories' }, UNABORTED));
    await succeed(getGalleryImage(client, 'img-1', UNABORTED));
    expect({ listReads, imageReads }).toEqual({ listReads: 2, imageReads: 2 });
  });

  it('asks again when the token changes (isLiked is per user)', async () => {
    let reads = 0;
    server.use(
      http.get(`${BASE_URL}/gallery`, () => {
        reads += 1;
        return HttpResponse.json(page);
      }),
    );
    const { client, setToken } = testClient(null);
    await succeed(listGalleryImages(client, {}, UNABORTED));
    setToken(TOKEN);
    await succeed(listGalleryImages(client, {}, UNABORTED));
    expect(reads).toBe(2);
  });
});
