import type { Database, Queryable } from '../db/database.ts';
import { readCountedPage } from '../db/counted-page.ts';
import type { FileStorage, OpenedFile } from '../media/file-storage.ts';
import { fullKey, renditionBase } from './gallery-artwork.ts';
import { drawDemoPictureFile } from './demo-picture-files.ts';
import { galleryFileKey } from './gallery-processing.ts';
import { uploadedPictureFiles } from './uploaded-picture.ts';
import {
  GALLERY_IMAGE_COLUMNS,
  GALLERY_IMAGE_FROM,
  GALLERY_ORDER,
  galleryImageView,
  PUBLIC_IMAGE,
  type GalleryImageBody,
  type GalleryImageRow,
} from './gallery-view.ts';

export interface GalleryListQuery {
  readonly page: number;
  readonly limit: number;
  readonly category?: string | undefined;
  readonly search?: string | undefined;
  readonly galleryType?: 'humanstories' | 'productshowcase' | undefined;
}

export interface GalleryPage {
  readonly images: GalleryImageBody[];
  readonly total: number;
  readonly totalPages: number;
  readonly currentPage: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** One page of images, newest first, filtered by type, category name and a search in title, description and photographer. */
export async function listGalleryImages(db: Queryable, query: GalleryListQuery, viewerId: string | null): Promise<GalleryPage> {
  const conditions: string[] = [PUBLIC_IMAGE];
  const params: unknown[] = [];
  if (query.galleryType) {
    params.push(query.galleryType);
    conditions.push(`g.gallery_type = $${params.length}`);
  }
  if (query.category) {
    params.push(query.category);
    conditions.push(`g.category_name = $${params.length}`);
  }
  const search = query.search?.trim();
  if (search) {
    params.push(`%${escapeLike(search)}%`);
    conditions.push(`(g.title ilike $${params.length} or g.description ilike $${params.length} or g.photographer ilike $${params.length})`);
  }
  const where = `where ${conditions.join(' and ')}`;
  const { rows, total } = await readCountedPage<GalleryImageRow>(db, {
    columns: GALLERY_IMAGE_COLUMNS,
    from: GALLERY_IMAGE_FROM,
    // The product is a left join of at most one row: the pictures alone are counted.
    countFrom: 'gallery_images g',
    where,
    params,
    order: `order by ${GALLERY_ORDER}`,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    images: rows.map((row) => galleryImageView(row, viewerId)),
    total,
    totalPages: Math.ceil(total / query.limit),
    currentPage: query.page,
  };
}

/** The first image a gallery's list shows (one query, without the list's count). */
export async function newestGalleryImage(db: Queryable, galleryType: 'humanstories' | 'productshowcase'): Promise<GalleryImageBody | null> {
  const [row] = await db.query<GalleryImageRow>(
    `select ${GALLERY_IMAGE_COLUMNS} from ${GALLERY_IMAGE_FROM} where g.gallery_type = $1 and ${PUBLIC_IMAGE} order by ${GALLERY_ORDER} limit 1`,
    [galleryType],
  );
  return row ? galleryImageView(row, null) : null;
}

export async function findGalleryImage(db: Queryable, id: string, viewerId: string | null): Promise<GalleryImageBody | null> {
  const [row] = await db.query<GalleryImageRow>(
    `select ${GALLERY_IMAGE_COLUMNS} from ${GALLERY_IMAGE_FROM} where g.id = $1 and ${PUBLIC_IMAGE}`,
    [id],
  );
  return row ? galleryImageView(row, viewerId) : null;
}

/**
 * Flips the customer's like and answers the new state with the count of likes; null for an
 * unknown image. The image row is locked first, so toggles on one image run one after another
 * and each sees the one before it; the count is counted, never stored, so it cannot drift.
 */
export async function toggleGalleryLike(
  db: Database,
  imageId: string,
  userId: string,
  now: Date,
): Promise<{ isLiked: boolean; likeCount: number } | null> {
  return db.transaction(async (tx) => {
    const [image] = await tx.query<{ id: string }>(`select g.id from gallery_images g where g.id = $1 and ${PUBLIC_IMAGE} for update`, [
      imageId,
    ]);
    if (!image) return null;
    const removed = await tx.query('delete from gallery_likes where image_id = $1 and user_id = $2 returning user_id', [imageId, userId]);
    if (removed.length === 0) {
      await tx.query('insert into gallery_likes (image_id, user_id, created_at) values ($1, $2, $3) on conflict do nothing', [
        imageId,
        userId,
        now,
      ]);
    }
    const [counted] = await tx.query<{ count: number }>('select count(*)::int as count from gallery_likes where image_id = $1', [imageId]);
    return { isLiked: removed.length === 0, likeCount: counted?.count ?? 0 };
  });
}

/** The ids of the public images the customer liked, oldest like first: their `likedImages`. */
export async function likedGalleryImageIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select g.id from gallery_likes l join gallery_images g on g.id = l.image_id
      where l.user_id = $1 and ${PUBLIC_IMAGE} order by l.created_at, g.id`,
    [userId],
  );
  return rows.map((row) => row.id);
}

/** A picture file's bytes: a seeded picture's from the database, an uploaded one's opened in storage. */
export type GalleryFileBody = Uint8Array | OpenedFile;

/**
 * The full picture for a download, counted; null for an image the public cannot see. An uploaded
 * picture's is the full-resolution JPEG made from its upload (upright, without metadata).
 */
export async function takeGalleryDownload(
  db: Database,
  storage: FileStorage,
  imageId: string,
): Promise<{ title: string; body: GalleryFileBody } | null> {
  const [row] = await db.query<{ title: string; uploaded: boolean; data: Uint8Array | null }>(
    `with counted as (update gallery_images g set download_count = download_count + 1 where g.id = $1 and ${PUBLIC_IMAGE} returning id, title, uploaded)
     select counted.title, counted.uploaded, m.data from counted left join gallery_media m on m.key = $2`,
    [imageId, fullKey(imageId)],
  );
  if (!row) return null;
  const body = row.uploaded
    ? await storage.read(galleryFileKey(fullKey(imageId)))
    : (row.data ?? (await drawDemoPictureFile(db, fullKey(imageId)))?.data);
  return body ? { title: row.title, body } : null;
}

/**
 * A watermarked rendition by key; the full pictures are never served here. A seeded picture's live
 * in the database (drawn on the first request); an uploaded one's in storage, once made. An unpublished picture's renditions are
 * served too (the studio shows them, and a showcase item may show it among its related pictures):
 * only the lists, the picture's own page and its download leave it out.
 */
export async function loadPublicGalleryMedia(
  db: Database,
  storage: FileStorage,
  key: string,
): Promise<{ contentType: string; body: GalleryFileBody } | null> {
  const [row] = await db.query<{ content_type: string; data: Uint8Array }>(
    'select content_type, data from gallery_media where key = $1 and is_public',
    [key],
  );
  if (row) return { contentType: row.content_type, body: row.data };
  const base = renditionBase(key);
  const drawn = base === null ? null : await drawDemoPictureFile(db, key);
  if (drawn) return { contentType: drawn.contentType, body: drawn.data };
  if (base === null || !uploadedPictureFiles(base).includes(key)) return null;
  const [image] = await db.query("select 1 from gallery_images where id = $1 and uploaded and state = 'ready'", [base]);
  const body = image ? await storage.read(galleryFileKey(key)) : null;
  return body ? { contentType: key.endsWith('.webp') ? 'image/webp' : 'image/jpeg', body } : null;
}
