import type { components } from '../../src/api/schema.gen.ts';
import { GALLERY_TEXT } from '../../src/domain/gallery.ts';
import { pictureSizeProblem } from '../../src/domain/product-media.ts';
import { STUDIO_NAME } from '../../src/domain/studio.ts';
import {
  GALLERY_CATEGORIES,
  galleryCategory,
  STUDIO_GALLERY_TEXT,
  titleFromFileName,
  type GalleryKind,
} from '../../src/domain/studio-gallery.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { fullKey, LIST_WIDTHS, renditionBase, renditionKey, WIDEST_LIST_WIDTH } from '../gallery/gallery-artwork.ts';
import { galleryFileKey, galleryUploadKey, queueGalleryProcessing } from '../gallery/gallery-processing.ts';
import { GALLERY_ORDER } from '../gallery/gallery-view.ts';
import { checkUploadedPicture, uploadedPictureFiles } from '../gallery/uploaded-picture.ts';
import type { StudioActor } from '../http/app-env.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { mediaStorage } from '../media/media-storage.ts';
import { newId } from '../platform/ids.ts';
import { recordAudit } from './audit-log.ts';
import { PRODUCT_NOT_FOUND } from './studio-stock.ts';

type GalleryResponse = components['schemas']['StudioGalleryResponse'];
type GalleryItem = components['schemas']['StudioGalleryItem'];
type GalleryUpdate = components['schemas']['StudioGalleryUpdate'];

interface StudioGalleryRow {
  id: string;
  gallery_type: GalleryKind;
  title: string;
  description: string;
  category_name: string;
  category_title: string;
  photographer: string;
  product_id: string | null;
  product_title: string | null;
  related_images: string[];
  published: boolean;
  state: 'processing' | 'ready' | 'failed';
  problem: string | null;
  width: number;
  height: number;
  created_at: Date | string;
}

const COLUMNS = `g.id, g.gallery_type, g.title, g.description, g.category_name, g.category_title, g.photographer, g.product_id,
  p.title as product_title, g.related_images, g.published, g.state, g.problem, g.width, g.height, g.created_at`;
const FROM = 'gallery_images g left join products p on p.id = g.product_id';

/** The address a showcase item keeps for a related picture: its widest JPEG rendition, as the seeded items do. */
function relatedUrl(imageId: string): string {
  return `/media/gallery/${renditionKey(imageId, WIDEST_LIST_WIDTH, 'jpg')}`;
}

/** The picture a related address shows ('/media/gallery/x-wm-960.jpg' -> 'x'). */
function relatedId(url: string): string {
  return renditionBase(url.slice(url.lastIndexOf('/') + 1)) ?? url;
}

function itemView(row: StudioGalleryRow): GalleryItem {
  return {
    _id: row.id,
    galleryType: row.gallery_type,
    title: row.title,
    description: row.description,
    category: { name: row.category_name, title: row.category_title },
    photographer: row.photographer,
    productId: row.product_id,
    productTitle: row.product_title,
    relatedImageIds: row.related_images.map(relatedId),
    published: row.published,
    state: row.state,
    problem: row.problem,
    thumbnailUrl: row.state === 'ready' ? `/media/gallery/${renditionKey(row.id, LIST_WIDTHS[0] ?? 480, 'webp')}` : null,
    width: row.width,
    height: row.height,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

async function findItem(db: Queryable, imageId: string, lock = false): Promise<StudioGalleryRow> {
  const [row] = await db.query<StudioGalleryRow>(`select ${COLUMNS} from ${FROM} where g.id = $1${lock ? ' for update of g' : ''}`, [
    imageId,
  ]);
  if (!row) throw notFound(GALLERY_TEXT.imageMissing);
  return row;
}

/** Every picture of a gallery in its order, published or not, with its processing state. */
export async function studioGallery(db: Queryable, galleryType: GalleryKind): Promise<GalleryResponse> {
  const rows = await db.query<StudioGalleryRow>(`select ${COLUMNS} from ${FROM} where g.gallery_type = $1 order by ${GALLERY_ORDER}`, [
    galleryType,
  ]);
  return { success: true, galleryType, categories: [...GALLERY_CATEGORIES[galleryType]], images: rows.map(itemView) };
}

/**
 * Checks the upload by its content (type from its first bytes, size from its header), keeps it in
 * storage and records the picture as processing, unpublished; the renditions are made in the
 * background, one picture at a time. A failed insert removes the kept upload.
 */
export async function uploadGalleryPicture(
  deps: AppDeps,
  actor: StudioActor,
  upload: { galleryType: GalleryKind; file: File; title: string | undefined },
): Promise<GalleryItem> {
  const tooLarge = pictureSizeProblem(upload.file.size);
  if (tooLarge) throw new HttpError(413, tooLarge);
  const bytes = new Uint8Array(await upload.file.arrayBuffer());
  const checked = await checkUploadedPicture(bytes);
  if (!checked.ok) throw new HttpError(422, checked.problem);
  const id = newId('img');
  const storage = mediaStorage(deps);
  await storage.put(galleryUploadKey(id), bytes);
  const category = GALLERY_CATEGORIES[upload.galleryType][0] ?? { name: '', title: '' };
  const title = upload.title?.trim() || titleFromFileName(upload.file.name);
  try {
    await deps.db.transaction(async (tx) => {
      await tx.query(
        `insert into gallery_images (id, gallery_type, title, description, category_name, category_title, photographer, width, height,
                                     created_at, uploaded, state, published, position)
         values ($1, $2, $3, '', $4, $5, $6, $7, $8, $9, true, 'processing', false, 0)`,
        [id, upload.galleryType, title, category.name, category.title, STUDIO_NAME, checked.width, checked.height, deps.clock()],
      );
      await recordAudit(tx, {
        actor,
        action: 'gallery.picture.upload',
        subject: title,
        before: null,
        after: { imageId: id, galleryType: upload.galleryType, width: checked.width, height: checked.height, bytes: bytes.length },
        at: deps.clock(),
      });
    });
  } catch (error) {
    await storage.remove(galleryUploadKey(id));
    throw error;
  }
  queueGalleryProcessing(deps, id);
  return itemView(await findItem(deps.db, id));
}

/** The related pictures' addresses, each another picture of the same gallery, once. */
async function relatedUrls(db: Queryable, item: StudioGalleryRow, ids: readonly string[]): Promise<string[]> {
  if (new Set(ids).size !== ids.length || ids.includes(item.id)) throw badRequest(STUDIO_GALLERY_TEXT.relatedOfGallery);
  const found = await db.query<{ id: string }>('select id from gallery_images where id = any($1::text[]) and gallery_type = $2', [
    ids,
    item.gallery_type,
  ]);
  if (found.length !== ids.length) throw badRequest(STUDIO_GALLERY_TEXT.relatedOfGallery);
  return ids.map(relatedUrl);
}

type Changes = Record<string, unknown>;

/** The columns the update sets, checked: a category of the gallery, a known product, related pictures of the gallery. */
async function columnsOf(db: Queryable, item: StudioGalleryRow, update: GalleryUpdate): Promise<Changes> {
  const columns: Changes = {};
  if (update.title !== undefined) columns.title = update.title.trim() || item.title;
  if (update.description !== undefined) columns.description = update.description.trim();
  if (update.photographer !== undefined) columns.photographer = update.photographer.trim() || item.photographer;
  if (update.category !== undefined) {
    const category = galleryCategory(item.gallery_type, update.category);
    if (!category) throw badRequest(STUDIO_GALLERY_TEXT.unknownCategory);
    columns.category_name = category.name;
    columns.category_title = category.title;
  }
  const showcaseOnly = update.productId !== undefined || update.relatedImageIds !== undefined;
  if (showcaseOnly && item.gallery_type !== 'productshowcase') throw badRequest(STUDIO_GALLERY_TEXT.showcaseOnly);
  if (update.productId !== undefined && update.productId !== null) {
    const [product] = await db.query('select id from products where id = $1', [update.productId]);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
  }
  if (update.productId !== undefined) columns.product_id = update.productId;
  if (update.relatedImageIds !== undefined) columns.related_images = await relatedUrls(db, item, update.relatedImageIds);
  if (update.published !== undefined) {
    if (update.published && item.state !== 'ready') throw new HttpError(409, STUDIO_GALLERY_TEXT.notReady);
    columns.published = update.published;
  }
  return columns;
}

function messageOf(update: GalleryUpdate): string {
  const onlyPublishing = Object.keys(update).length === 1 && update.published !== undefined;
  if (!onlyPublishing) return STUDIO_GALLERY_TEXT.saved;
  return update.published ? STUDIO_GALLERY_TEXT.published : STUDIO_GALLERY_TEXT.unpublished;
}

/** Changes a picture's details or whether it is published; the audit log keeps the columns before and after. */
export async function updateGalleryPicture(
  deps: AppDeps,
  actor: StudioActor,
  imageId: string,
  update: GalleryUpdate,
): Promise<{ message: string; image: GalleryItem }> {
  await deps.db.transaction(async (tx) => {
    const item = await findItem(tx, imageId, true);
    const columns = await columnsOf(tx, item, update);
    const names = Object.keys(columns);
    if (names.length === 0) return;
    const assignments = names.map((name, index) => `${name} = $${index + 2}`).join(', ');
    await tx.query(`update gallery_images set ${assignments} where id = $1`, [imageId, ...Object.values(columns)]);
    const before = Object.fromEntries(names.map((name) => [name, item[name as keyof StudioGalleryRow]]));
    await recordAudit(tx, { actor, action: 'gallery.picture.update', subject: item.title, before, after: columns, at: deps.clock() });
  });
  // Server-rendered gallery pages are kept in the catalogue cache for a few seconds: they show the change at once.
  deps.catalogueCache.clear();
  return { message: messageOf(update), image: itemView(await findItem(deps.db, imageId)) };
}

/** Puts every picture of the gallery in the order given, numbered from 1; the list must name each exactly once. */
export async function reorderGallery(deps: AppDeps, actor: StudioActor, galleryType: GalleryKind, imageIds: readonly string[]) {
  await deps.db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string }>(
      `select g.id from gallery_images g where g.gallery_type = $1 order by ${GALLERY_ORDER} for update`,
      [galleryType],
    );
    const before = rows.map((row) => row.id);
    const same =
      imageIds.length === before.length && new Set(imageIds).size === before.length && imageIds.every((id) => before.includes(id));
    if (!same) throw badRequest(STUDIO_GALLERY_TEXT.listEveryPicture);
    await tx.query(
      `update gallery_images g set position = o.position
         from unnest($2::text[]) with ordinality as o(id, position)
        where g.id = o.id and g.gallery_type = $1`,
      [galleryType, imageIds],
    );
    await recordAudit(tx, {
      actor,
      action: 'gallery.reorder',
      subject: galleryType,
      before: { imageIds: before },
      after: { imageIds: [...imageIds] },
      at: deps.clock(),
    });
  });
  deps.catalogueCache.clear();
  return { ...(await studioGallery(deps.db, galleryType)), message: STUDIO_GALLERY_TEXT.reordered };
}

/** A seeded picture's files in the database: its own and its extra views' ('{id}-v1-wm-960.jpg'). */
function isSeededFileOf(imageId: string, key: string): boolean {
  const base = key === fullKey(imageId) ? imageId : renditionBase(key);
  return base === imageId || (base !== null && new RegExp(`^${imageId.replace(/[^A-Za-z0-9_]/g, '\\$&')}-v\\d+$`).test(base));
}

/**
 * Deletes the picture (likes and collection places go with it by cascade), its address from other
 * pictures' related ones, and then its files: a seeded picture's rows, an uploaded one's files in storage.
 */
export async function deleteGalleryPicture(deps: AppDeps, actor: StudioActor, imageId: string): Promise<{ message: string }> {
  const item = await deps.db.transaction(async (tx) => {
    const found = await findItem(tx, imageId, true);
    await tx.query('delete from gallery_images where id = $1', [imageId]);
    await tx.query('update gallery_images set related_images = array_remove(related_images, $1) where $1 = any(related_images)', [
      relatedUrl(imageId),
    ]);
    const keys = await tx.query<{ key: string }>('select key from gallery_media where starts_with(key, $1)', [`${imageId}-`]);
    const owned = keys.map((row) => row.key).filter((key) => isSeededFileOf(imageId, key));
    if (owned.length > 0) await tx.query('delete from gallery_media where key = any($1::text[])', [owned]);
    await recordAudit(tx, {
      actor,
      action: 'gallery.picture.delete',
      subject: found.title,
      before: { imageId, galleryType: found.gallery_type, title: found.title, published: found.published, state: found.state },
      after: null,
      at: deps.clock(),
    });
    return found;
  });
  deps.catalogueCache.clear();
  const storage = mediaStorage(deps);
  await Promise.all([
    ...uploadedPictureFiles(item.id).map((name) => storage.remove(galleryFileKey(name))),
    storage.remove(galleryUploadKey(item.id)),
  ]);
  return { message: STUDIO_GALLERY_TEXT.deleted };
}
