import { cacheSlot, forgetting } from './cache.ts';
import type { ApiClient } from './client.ts';
import { DEFAULT_FRESH_MS } from './lifetimes.ts';
import type { Collection } from './models.ts';
import { read, send } from './request.ts';

const collections = cacheSlot<ReadonlyArray<Collection>>(DEFAULT_FRESH_MS, 'user');
const ALL = 'all';

// The largest page the server gives; an account's collections are capped at this many, so the
// first page normally holds them all and the loop below runs once.
const PAGE_LIMIT = 100;

/**
 * GET /collections (the spec's /collections/), every page of it: the Add to Collection list
 * shows all of the customer's collections. Callers skip it without a token.
 */
export function listCollections(client: ApiClient, signal: AbortSignal): Promise<ReadonlyArray<Collection>> {
  const fetchPage = (page: number) =>
    read(client, (signal) => client.GET('/collections', { params: { query: { page, limit: PAGE_LIMIT } }, signal }), signal);
  const fetchAll = async () => {
    const first = await fetchPage(1);
    const all = [...first.collections];
    for (let page = 2; page <= first.pagination.totalPages; page += 1) all.push(...(await fetchPage(page)).collections);
    return all;
  };
  return collections.through(client, ALL, fetchAll);
}

/** POST /collections: the new collection (its _id is what addImageToCollection needs). */
export function createCollection(client: ApiClient, name: string, signal: AbortSignal): Promise<Collection> {
  return send((signal) => client.POST('/collections', { body: { name }, signal }), signal)
    .then((a) => a.collection)
    .then(forgetting(() => collections.invalidate(client, ALL)));
}

/**
 * POST /collections/{collectionId}/images: the collection and the server's message to show
 * ('Added to {name} collection'). Rejected 400 (already there) carries the message to show.
 */
export function addImageToCollection(
  client: ApiClient,
  collectionId: string,
  imageId: string,
  signal: AbortSignal,
): Promise<{ message: string; collection: Collection }> {
  return send(
    (signal) =>
      client.POST('/collections/{collectionId}/images', {
        params: { path: { collectionId } },
        body: { imageId },
        signal,
      }),
    signal,
  )
    .then((a) => ({ message: a.message, collection: a.collection }))
    .then(forgetting(() => collections.invalidate(client, ALL)));
}
