import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('collections', () => {
  it('need a session for every call', async () => {
    expect((await server.api('GET', '/collections')).status).toBe(401);
    expect((await server.api('POST', '/collections', { body: { name: 'Mine' } })).status).toBe(401);
    expect((await server.api('POST', '/collections/col_x/images', { body: { imageId: 'okada-rain' } })).status).toBe(401);
  });

  it('start empty, and a new one answers its _id and the message to show', async () => {
    const { token } = await signedInCustomer(server);
    expect((await server.api('GET', '/collections', { token })).body).toEqual({
      success: true,
      collections: [],
      pagination: { currentPage: 1, limit: 20, totalCollections: 0, totalPages: 0, hasPrevPage: false, hasNextPage: false },
    });
    const created = await server.api('POST', '/collections', { token, body: { name: '  Wedding ideas ' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      success: true,
      message: 'Created Wedding ideas collection',
      _id: created.body.collection._id,
      collection: {
        _id: created.body._id,
        name: 'Wedding ideas',
        images: [],
        createdAt: '2026-11-20T10:00:00.000Z',
        updatedAt: '2026-11-20T10:00:00.000Z',
      },
    });
    expect(created.body._id).toMatch(/^col_[0-9a-f]{32}$/);
  });

  it("reject a blank name with the form's own message", async () => {
    const { token } = await signedInCustomer(server);
    for (const name of ['', '   ', ' \t ']) {
      const response = await server.api('POST', '/collections', { token, body: { name } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'Collection name is required' });
    }
    expect((await server.api('GET', '/collections', { token })).body.collections).toEqual([]);
  });

  it('add images in order, the last being the cover, and refuse one already there with the message to show', async () => {
    const { token } = await signedInCustomer(server);
    const { body } = await server.api('POST', '/collections', { token, body: { name: 'Lagos' } });
    server.advanceMinutes(5);
    const added = await server.api('POST', `/collections/${body._id}/images`, { token, body: { imageId: 'danfo-rush-hour' } });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Added to Lagos collection');
    expect(added.body.collection.images.map((image: { _id: string }) => image._id)).toEqual(['danfo-rush-hour']);
    expect(added.body.collection.updatedAt).toBe('2026-11-20T10:05:00.000Z');
    await server.api('POST', `/collections/${body._id}/images`, { token, body: { imageId: 'eyo-festival' } });
    const again = await server.api('POST', `/collections/${body._id}/images`, { token, body: { imageId: 'danfo-rush-hour' } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: 'Image is already in this collection' });
    const list = await server.api('GET', '/collections', { token });
    expect(list.body.collections).toHaveLength(1);
    const [collection] = list.body.collections;
    expect(collection.images.map((image: { _id: string }) => image._id)).toEqual(['danfo-rush-hour', 'eyo-festival']);
    expect(collection.images.at(-1).watermarkedUrl).toBe('/media/gallery/eyo-festival-wm-960.jpg');
  });

  it("answer the specification's GET /collections/ (one trailing slash) as GET /collections", async () => {
    const { token } = await signedInCustomer(server);
    const created = await server.api('POST', '/collections/', { token, body: { name: 'Slashed' } });
    expect(created.status).toBe(201);
    const slashed = await server.api('GET', '/collections/', { token });
    expect(slashed.status).toBe(200);
    expect(slashed.body).toEqual((await server.api('GET', '/collections', { token })).body);
    expect(slashed.body.collections.map((collection: { name: string }) => collection.name)).toEqual(['Slashed']);
    expect((await server.api('GET', '/collections/', {})).status).toBe(401);
  });

  it('list newest first', async () => {
    const { token } = await signedInCustomer(server);
    await server.api('POST', '/collections', { token, body: { name: 'Older' } });
    server.advanceMinutes(1);
    await server.api('POST', '/collections', { token, body: { name: 'Newer' } });
    const list = await server.api('GET', '/collections', { token });
    expect(list.body.collections.map((collection: { name: string }) => collection.name)).toEqual(['Newer', 'Older']);
  });

  it("keep another customer's collection hidden: a 404, and nothing added", async () => {
    const owner = await signedInCustomer(server, 'Owner');
    const other = await signedInCustomer(server, 'Other');
    const { body } = await server.api('POST', '/collections', { token: owner.token, body: { name: 'Private' } });
    const response = await server.api('POST', `/collections/${body._id}/images`, { token: other.token, body: { imageId: 'okada-rain' } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Collection not found' });
    expect((await server.api('GET', '/collections', { token: other.token })).body.collections).toEqual([]);
    const [mine] = (await server.api('GET', '/collections', { token: owner.token })).body.collections;
    expect(mine.images).toEqual([]);
  });

  it('answer 404 for an unknown collection or image', async () => {
    const { token } = await signedInCustomer(server);
    const { body } = await server.api('POST', '/collections', { token, body: { name: 'Shots' } });
    const noCollection = await server.api('POST', '/collections/col_missing/images', { token, body: { imageId: 'okada-rain' } });
    expect(noCollection.status).toBe(404);
    const noImage = await server.api('POST', `/collections/${body._id}/images`, { token, body: { imageId: 'no-such-image' } });
    expect(noImage.status).toBe(404);
    expect(noImage.body.message).toBe('Image not found');
  });

  it('come a page at a time, newest first, and stop at 100 per account', async () => {
    const { token, email } = await signedInCustomer(server);
    // Straight into the table: a hundred requests would only test the same insert a hundred times.
    const [user] = await server.db.query<{ user_id: string }>('select id as user_id from users where email = $1', [email]);
    await server.db.query(
      `insert into collections (id, user_id, name, created_at, updated_at)
       select 'col_bulk_' || n, $1, 'Bulk ' || n, $2::timestamptz + n * interval '1 second', $2::timestamptz from generate_series(1, 99) n`,
      [user?.user_id, server.now],
    );
    expect((await server.api('POST', '/collections', { token, body: { name: 'The hundredth' } })).status).toBe(201);
    const refused = await server.api('POST', '/collections', { token, body: { name: 'One too many' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: 'You can have at most 100 collections' });

    const first = await server.api('GET', '/collections', { token });
    expect(first.body.collections).toHaveLength(20);
    expect(first.body.collections[0].name).toBe('Bulk 99');
    expect(first.body.pagination).toEqual({
      currentPage: 1,
      limit: 20,
      totalCollections: 100,
      totalPages: 5,
      hasPrevPage: false,
      hasNextPage: true,
    });
    const last = await server.api('GET', '/collections', { token, query: { page: 5, limit: 20 } });
    expect(last.body.collections.map((collection: { name: string }) => collection.name).slice(-2)).toEqual(['Bulk 1', 'The hundredth']);
    expect(last.body.pagination).toMatchObject({ currentPage: 5, hasPrevPage: true, hasNextPage: false });
    const past = await server.api('GET', '/collections', { token, query: { page: 6, limit: 20 } });
    expect(past.body).toMatchObject({ collections: [], pagination: { currentPage: 6, totalCollections: 100, totalPages: 5 } });
    const all = await server.api('GET', '/collections', { token, query: { limit: 100 } });
    expect(all.body.collections).toHaveLength(100);
    expect((await server.api('GET', '/collections', { token, query: { limit: 101 } })).status).toBe(400);
  });
});
