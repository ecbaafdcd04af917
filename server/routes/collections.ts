import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { addImageToCollection, createCollection, findCollection, listCollections } from '../collections/collection-repository.ts';
import { inputOf, type AppEnv } from '../http/app-env.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { requireUser } from '../http/require-user.ts';
import { IMAGE_NOT_FOUND } from './gallery.ts';

export const COLLECTION_NAME_REQUIRED = 'Collection name is required';
export const ALREADY_IN_COLLECTION = 'Image is already in this collection';
export const COLLECTION_NOT_FOUND = 'Collection not found';

/** The customer's own collections (site spec §3, §7); someone else's collection does not exist for them. */
export function collectionRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, clock } = deps;
  routes.use('/collections', requireUser(deps));
  routes.use('/collections/*', requireUser(deps));

  routes.get('/collections', async (c) => c.json({ success: true, collections: await listCollections(db, c.get('session').id) }));

  routes.post('/collections', async (c) => {
    const { body } = inputOf<never, never, { name: string }>(c);
    const name = body.name.trim();
    if (name === '') throw badRequest(COLLECTION_NAME_REQUIRED);
    const collection = await createCollection(db, c.get('session').id, name, clock());
    return c.json({ success: true, message: `Created ${name} collection`, _id: collection._id, collection }, 201);
  });

  routes.post('/collections/:collectionId/images', async (c) => {
    const { body } = inputOf<never, never, { imageId: string }>(c);
    const userId = c.get('session').id;
    const collectionId = c.req.param('collectionId');
    const outcome = await addImageToCollection(db, userId, collectionId, body.imageId, clock());
    if (outcome === 'no-collection') throw notFound(COLLECTION_NOT_FOUND);
    if (outcome === 'no-image') throw notFound(IMAGE_NOT_FOUND);
    if (outcome === 'already-there') throw badRequest(ALREADY_IN_COLLECTION);
    const collection = await findCollection(db, userId, collectionId);
    if (!collection) throw notFound(COLLECTION_NOT_FOUND);
    return c.json({ success: true, message: `Added to ${collection.name} collection`, collection });
  });

  return routes;
}
