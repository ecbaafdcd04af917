import { cacheSlot, forgetting } from './cache.ts';
import type { ApiClient } from './client.ts';
import { DEFAULT_FRESH_MS } from './lifetimes.ts';
import type { Collection } from './models.ts';
import { read, send } from './request.ts';

const collections = cacheSlot<ReadonlyArray<Collection>>(DEFAULT_FRESH_MS, 'user');
const ALL = 'all';

/** GET /collections (the spec's /collections/). Callers skip it without a token. */
export function listCollections(client: ApiClient, signal: AbortSignal): Promise<ReadonlyArray<Collection>> {
  const fetch = () => read(client, (signal) => client.GET('/collections', { signal }), signal);
  return collections.through(client, ALL, () => fetch().then((a) => a.collections));
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
  return send((signal) =>
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
