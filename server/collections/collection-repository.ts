import type { components } from '../../src/api/schema.gen.ts';
import type { Database, Queryable } from '../db/database.ts';
import {
  GALLERY_IMAGE_COLUMNS,
  GALLERY_IMAGE_FROM,
  galleryImageView,
  PUBLIC_IMAGE,
  type GalleryImageRow,
} from '../gallery/gallery-view.ts';
import { lockKeys } from '../db/advisory-lock.ts';
import { newId } from '../platform/ids.ts';
import { canCreateAnotherCollection } from '../../src/domain/validation/collection.ts';

export type CollectionBody = components['schemas']['Collection'];

interface CollectionRow {
  id: string;
  name: string;
  created_at: Date | string;
  updated_at: Date | string;
}

async function imagesOf(db: Queryable, collectionIds: readonly string[]): Promise<Map<string, GalleryImageRow[]>> {
  const rows = await db.query<GalleryImageRow & { collection_id: string }>(
    `select ci.collection_id, ${GALLERY_IMAGE_COLUMNS}
       from collection_images ci join ${GALLERY_IMAGE_FROM} on g.id = ci.image_id
      where ci.collection_id = any($1::text[]) and ${PUBLIC_IMAGE}
      order by ci.seq`,
    [collectionIds],
  );
  const byCollection = new Map<string, GalleryImageRow[]>();
  for (const row of rows) byCollection.set(row.collection_id, [...(byCollection.get(row.collection_id) ?? []), row]);
  return byCollection;
}

async function views(db: Queryable, rows: readonly CollectionRow[], userId: string): Promise<CollectionBody[]> {
  const images = await imagesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    images: (images.get(row.id) ?? []).map((image) => galleryImageView(image, userId)),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

/** One page of the customer's collections, newest first, each with its images in the order they were added; and how many there are. */
export async function listCollections(
  db: Queryable,
  userId: string,
  page: number,
  limit: number,
): Promise<{ collections: CollectionBody[]; total: number }> {
  const rows = await db.query<CollectionRow & { total: number }>(
    `select id, name, created_at, updated_at, count(*) over ()::int as total from collections
      where user_id = $1 order by created_at desc, id desc limit $2 offset $3`,
    [userId, limit, (page - 1) * limit],
  );
  const total = rows[0]?.total ?? (await countCollections(db, userId));
  return { collections: await views(db, rows, userId), total };
}

async function countCollections(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from collections where user_id = $1', [userId]);
  return row?.count ?? 0;
}

/** One of the customer's collections; null when there is none with this id, or it is someone else's. */
export async function findCollection(db: Queryable, userId: string, collectionId: string): Promise<CollectionBody | null> {
  const rows = await db.query<CollectionRow>('select id, name, created_at, updated_at from collections where id = $1 and user_id = $2', [
    collectionId,
    userId,
  ]);
  const [view] = await views(db, rows, userId);
  return view ?? null;
}

/**
 * A new empty collection, or null once the account holds as many as it may. Count and insert run
 * under a lock per account, so collections created at once cannot all pass the count.
 */
export async function createCollection(db: Database, userId: string, name: string, now: Date): Promise<CollectionBody | null> {
  return db.transaction(async (tx) => {
    await lockKeys(tx, [`collections:${userId}`]);
    if (!canCreateAnotherCollection(await countCollections(tx, userId))) return null;
    const id = newId('col');
    await tx.query('insert into collections (id, user_id, name, created_at, updated_at) values ($1, $2, $3, $4, $4)', [
      id,
      userId,
      name,
      now,
    ]);
    return { _id: id, name, images: [], createdAt: now.toISOString(), updatedAt: now.toISOString() };
  });
}

export type AddImageOutcome = 'added' | 'already-there' | 'no-collection' | 'no-image';

/** Adds the image at the end of the customer's collection; an image is in a collection at most once. */
export async function addImageToCollection(
  db: Database,
  userId: string,
  collectionId: string,
  imageId: string,
  now: Date,
): Promise<AddImageOutcome> {
  return db.transaction(async (tx) => {
    const [collection] = await tx.query('select id from collections where id = $1 and user_id = $2 for update', [collectionId, userId]);
    if (!collection) return 'no-collection';
    const [image] = await tx.query(`select g.id from gallery_images g where g.id = $1 and ${PUBLIC_IMAGE}`, [imageId]);
    if (!image) return 'no-image';
    const inserted = await tx.query(
      'insert into collection_images (collection_id, image_id, added_at) values ($1, $2, $3) on conflict do nothing returning image_id',
      [collectionId, imageId, now],
    );
    if (inserted.length === 0) return 'already-there';
    await tx.query('update collections set updated_at = $2 where id = $1', [collectionId, now]);
    return 'added';
  });
}
