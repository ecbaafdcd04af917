import type { Database, Queryable } from '../db/database.ts';
import { fullKey } from './gallery-artwork.ts';
import {
  GALLERY_IMAGE_COLUMNS,
  GALLERY_IMAGE_FROM,
  galleryImageView,
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

// Lists show the newest first, in a stable order (seq breaks ties).
const NEWEST_FIRST = 'g.created_at desc, g.seq desc';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** One page of images, newest first, filtered by type, category name and a search in title, description and photographer. */
export async function listGalleryImages(db: Queryable, query: GalleryListQuery, viewerId: string | null): Promise<GalleryPage> {
  const conditions: string[] = [];
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
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const [counted] = await db.query<{ total: number }>(`select count(*)::int as total from gallery_images g ${where}`, params);
  const total = counted?.total ?? 0;
  const rows = await db.query<GalleryImageRow>(
    `select ${GALLERY_IMAGE_COLUMNS} from ${GALLERY_IMAGE_FROM} ${where}
      order by ${NEWEST_FIRST} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.limit, (query.page - 1) * query.limit],
  );
  return {
    images: rows.map((row) => galleryImageView(row, viewerId)),
    total,
    totalPages: Math.ceil(total / query.limit),
    currentPage: query.page,
  };
}

/** The newest image of a gallery, the first a list shows (one query, without the list's count). */
export async function newestGalleryImage(db: Queryable, galleryType: 'humanstories' | 'productshowcase'): Promise<GalleryImageBody | null> {
  const [row] = await db.query<GalleryImageRow>(
    `select ${GALLERY_IMAGE_COLUMNS} from ${GALLERY_IMAGE_FROM} where g.gallery_type = $1 order by ${NEWEST_FIRST} limit 1`,
    [galleryType],
  );
  return row ? galleryImageView(row, null) : null;
}

export async function findGalleryImage(db: Queryable, id: string, viewerId: string | null): Promise<GalleryImageBody | null> {
  const [row] = await db.query<GalleryImageRow>(`select ${GALLERY_IMAGE_COLUMNS} from ${GALLERY_IMAGE_FROM} where g.id = $1`, [id]);
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
    const [image] = await tx.query<{ id: string }>('select id from gallery_images where id = $1 for update', [imageId]);
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

/** The full picture for a download, counted; null for an unknown image. */
export async function takeGalleryDownload(db: Queryable, imageId: string): Promise<{ title: string; data: Uint8Array } | null> {
  const [row] = await db.query<{ title: string; data: Uint8Array }>(
    `with counted as (update gallery_images set download_count = download_count + 1 where id = $1 returning id, title)
     select counted.title, m.data from counted join gallery_media m on m.key = $2`,
    [imageId, fullKey(imageId)],
  );
  return row ?? null;
}

/** A public (watermarked) picture file by key; the full pictures are never served here. */
export async function loadPublicGalleryMedia(db: Queryable, key: string): Promise<{ contentType: string; data: Uint8Array } | null> {
  const [row] = await db.query<{ content_type: string; data: Uint8Array }>(
    'select content_type, data from gallery_media where key = $1 and is_public',
    [key],
  );
  return row ? { contentType: row.content_type, data: row.data } : null;
}
