import { Hono } from 'hono';
import { addedToCollectionMessage, createdCollectionMessage, GALLERY_TEXT } from '../../src/domain/gallery.ts';
import { hasNextPage, hasPrevPage, totalPages } from '../../src/domain/pagination.ts';
import { TOO_MANY_COLLECTIONS, validateCollectionName } from '../../src/domain/validation/collection.ts';
import type { AppDeps } from '../app-deps.ts';
import { addImageToCollection, createCollection, findCollection, listCollections } from '../collections/collection-repository.ts';
import { type AppEnv } from '../http/app-env.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { requireUser } from '../http/require-user.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

export const ALREADY_IN_COLLECTION = 'Image is already in this collection';
export const COLLECTION_NOT_FOUND = 'Collection not found';
/** The contract's default page of GET /collections. */
export const COLLECTIONS_PAGE_SIZE = 20;

/** The customer's own collections; someone else's collection does not exist for them. */
export function collectionRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, clock } = deps;
  routes.use('/collections', requireUser(deps));
  routes.use('/collections/*', requireUser(deps));

  routes.get('/collections', async (c) => {
    const { query } = inputOf(c, 'listCollections');
    const page = query.page ?? 1;
    const limit = query.limit ?? COLLECTIONS_PAGE_SIZE;
    const { collections, total } = await listCollections(db, c.get('session').id, page, limit);
    const pages = totalPages(total, limit);
    return reply(c, 'listCollections', 200, {
      success: true,
      collections,
      pagination: {
        currentPage: page,
        limit,
        totalCollections: total,
        totalPages: pages,
        hasPrevPage: hasPrevPage(page),
        hasNextPage: hasNextPage(page, pages),
      },
    });
  });

  routes.post('/collections', async (c) => {
    const { body } = inputOf(c, 'createCollection');
    const problem = validateCollectionName(body.name);
    if (problem) throw badRequest(problem);
    const name = body.name.trim();
    const collection = await createCollection(db, c.get('session').id, name, clock());
    if (!collection) throw badRequest(TOO_MANY_COLLECTIONS);
    return reply(c, 'createCollection', 201, { success: true, message: createdCollectionMessage(name), _id: collection._id, collection });
  });

  routes.post('/collections/:collectionId/images', async (c) => {
    const { body } = inputOf(c, 'addImageToCollection');
    const userId = c.get('session').id;
    const collectionId = c.req.param('collectionId');
    const outcome = await addImageToCollection(db, userId, collectionId, body.imageId, clock());
    if (outcome === 'no-collection') throw notFound(COLLECTION_NOT_FOUND);
    if (outcome === 'no-image') throw notFound(GALLERY_TEXT.imageMissing);
    if (outcome === 'already-there') throw badRequest(ALREADY_IN_COLLECTION);
    const collection = await findCollection(db, userId, collectionId);
    if (!collection) throw notFound(COLLECTION_NOT_FOUND);
    return reply(c, 'addImageToCollection', 200, { success: true, message: addedToCollectionMessage(collection.name), collection });
  });

  return routes;
}
