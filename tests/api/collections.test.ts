import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { addImageToCollection, createCollection, listCollections } from '../../src/api/collections.ts';
import { messageOr } from '../../src/api/errors.ts';
import { apiCase, describeApiCases } from './support/api-cases.ts';
import { collection } from './support/fixtures.ts';
import { BASE_URL, TOKEN, fail, plain, server, succeed, testClient, useMockServer, UNABORTED } from './support/server.ts';

useMockServer();

const FIVE_MINUTES = 5 * 60_000;
const empty = { ...collection, images: [] };
const onePage = (collections: unknown[], currentPage = 1, totalPages = 1) => ({
  success: true,
  collections,
  pagination: {
    currentPage,
    limit: 100,
    totalCollections: collections.length,
    totalPages,
    hasPrevPage: currentPage > 1,
    hasNextPage: currentPage < totalPages,
  },
});

describeApiCases('collections', [
  apiCase({
    name: 'listCollections',
    method: 'get',
    path: '/collections',
    run: (client) => listCollections(client, UNABORTED),
    answer: onePage([collection]),
    expected: [collection],
    kind: 'read',
    freshMs: FIVE_MINUTES,
  }),
  apiCase({
    name: 'createCollection',
    method: 'post',
    path: '/collections',
    run: (client) => createCollection(client, 'Wedding ideas', UNABORTED),
    status: 201,
    answer: { success: true, message: 'Created Wedding ideas collection', _id: 'col-1', collection: empty },
    expected: empty,
    kind: 'mutation',
    sentBody: { name: 'Wedding ideas' },
  }),
  apiCase({
    name: 'addImageToCollection',
    method: 'post',
    path: '/collections/:collectionId/images',
    run: (client) => addImageToCollection(client, 'col-1', 'img-1', UNABORTED),
    answer: { success: true, message: 'Added to Wedding ideas collection', collection },
    expected: { message: 'Added to Wedding ideas collection', collection },
    kind: 'mutation',
    sentBody: { imageId: 'img-1' },
  }),
]);

describe('collection specifics', () => {
  it('asks for 100 a page and reads every page, so the list shows all the collections', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE_URL}/collections`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const page = Number(url.searchParams.get('page'));
        return HttpResponse.json(onePage([{ ...collection, _id: `col-${page}` }], page, 3));
      }),
    );
    const all = await succeed(listCollections(testClient(TOKEN).client, UNABORTED));
    expect(all.map((each) => each._id)).toEqual(['col-1', 'col-2', 'col-3']);
    expect(asked).toEqual(['?page=1&limit=100', '?page=2&limit=100', '?page=3&limit=100']);
  });

  it("gives an image already in the collection as Rejected 400 with the server's message", async () => {
    server.use(
      http.post(`${BASE_URL}/collections/:collectionId/images`, () =>
        HttpResponse.json({ success: false, message: 'Image is already in this collection' }, { status: 400 }),
      ),
    );
    const error = await fail(addImageToCollection(testClient(TOKEN).client, 'col-1', 'img-1', UNABORTED));
    expect(plain(error)).toEqual({ _tag: 'Rejected', status: 400, message: 'Image is already in this collection' });
    expect(messageOr(error, 'Failed to add to collection')).toBe('Image is already in this collection');
  });

  it('asks for the list again after a create and after an add', async () => {
    let reads = 0;
    server.use(
      http.get(`${BASE_URL}/collections`, () => {
        reads += 1;
        return HttpResponse.json(onePage([collection]));
      }),
      http.post(`${BASE_URL}/collections`, () =>
        HttpResponse.json({ success: true, message: 'ok', _id: 'col-1', collection: empty }, { status: 201 }),
      ),
      http.post(`${BASE_URL}/collections/:collectionId/images`, () => HttpResponse.json({ success: true, message: 'ok', collection })),
    );
    const { client } = testClient(TOKEN);
    await succeed(listCollections(client, UNABORTED));
    await succeed(createCollection(client, 'Wedding ideas', UNABORTED));
    await succeed(listCollections(client, UNABORTED));
    await succeed(addImageToCollection(client, 'col-1', 'img-1', UNABORTED));
    await succeed(listCollections(client, UNABORTED));
    expect(reads).toBe(3);
  });
});
