import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import type { StudioActor } from '../http/app-env.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { VARIANT_NOT_FOUND } from '../catalogue/stock-source.ts';
import { mediaStorage } from '../media/media-storage.ts';
import { makeRenditions, RENDITION_WIDTHS, type RenditionFormat } from '../media/picture-renditions.ts';
import { newId } from '../platform/ids.ts';
import { recordAudit } from './audit-log.ts';
import { PRODUCT_NOT_FOUND } from './studio-stock.ts';
import { pictureSizeProblem } from '../../src/domain/product-media.ts';

type MediaResponse = components['schemas']['StudioProductMediaResponse'];
type StudioPicture = components['schemas']['StudioPicture'];

export const PICTURE_NOT_FOUND = 'Picture not found';
export const LIST_EVERY_PICTURE = 'Please list every picture of the product once';
const RENDITION_FORMATS: readonly RenditionFormat[] = ['webp', 'jpg'];

interface PictureRow {
  id: string;
  product_id: string;
  variant_id: string | null;
  position: number;
  width: number;
  height: number;
}

interface ProductHead {
  id: string;
  title: string;
  product_type: 'physical' | 'digital';
}

/** Where a rendition is served; the shop's image URLs point at the 1200-pixel WebP. */
export function pictureUrl(productId: string, pictureId: string, width: number, format: RenditionFormat): string {
  return `/media/products/${encodeURIComponent(productId)}/pictures/${pictureId}-${width}.${format}`;
}

/** Where a rendition is kept in storage. */
export function pictureKey(productId: string, pictureId: string, width: number, format: RenditionFormat): string {
  return `product-pictures/${productId}/${pictureId}-${width}.${format}`;
}

function renditionKeys(picture: Pick<PictureRow, 'id' | 'product_id'>): string[] {
  return RENDITION_WIDTHS.flatMap((width) => RENDITION_FORMATS.map((format) => pictureKey(picture.product_id, picture.id, width, format)));
}

async function findProduct(db: Queryable, productId: string): Promise<ProductHead> {
  const [product] = await db.query<ProductHead>('select id, title, product_type from products where id = $1', [productId]);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

async function picturesOf(db: Queryable, productId: string): Promise<PictureRow[]> {
  return db.query<PictureRow>('select * from product_pictures where product_id = $1 order by position, id', [productId]);
}

function pictureView(row: PictureRow, covers: ReadonlySet<string>): StudioPicture {
  return {
    _id: row.id,
    variantId: row.variant_id,
    url: pictureUrl(row.product_id, row.id, 1200, 'webp'),
    thumbnailUrl: pictureUrl(row.product_id, row.id, 400, 'webp'),
    jpegUrl: pictureUrl(row.product_id, row.id, 1200, 'jpg'),
    width: row.width,
    height: row.height,
    cover: covers.has(row.id),
  };
}

/** The first picture of each group (the product's own, each variant's) is that group's cover. */
function coversOf(rows: readonly PictureRow[]): Set<string> {
  const seen = new Map<string | null, string>();
  for (const row of rows) if (!seen.has(row.variant_id)) seen.set(row.variant_id, row.id);
  return new Set(seen.values());
}

/** The product's pictures, the variants they may go to and its digital file, as the studio's media page shows them. */
export async function productMedia(db: Queryable, productId: string): Promise<MediaResponse> {
  const product = await findProduct(db, productId);
  const [pictures, variants, files] = await Promise.all([
    picturesOf(db, productId),
    db.query<{ id: string; label: string }>(
      `select v.id, coalesce(nullif(concat_ws(' / ', v.color, v.size, v.material, v.finish), ''), 'Variant ' || (v.position + 1)) as label
         from product_variants v where v.product_id = $1 order by v.position, v.id`,
      [productId],
    ),
    db.query<{ file_name: string; file_format: 'PDF' | 'ZIP'; file_size: number }>(
      'select file_name, file_format, file_size from digital_files where product_id = $1',
      [productId],
    ),
  ]);
  const covers = coversOf(pictures);
  const file = product.product_type === 'digital' ? files[0] : undefined;
  return {
    success: true,
    productId: product.id,
    title: product.title,
    isDigital: product.product_type === 'digital',
    pictures: pictures.map((row) => pictureView(row, covers)),
    variants: variants.map((variant) => ({ _id: variant.id, label: variant.label })),
    digitalFile: file ? { fileName: file.file_name, format: file.file_format, size: Number(file.file_size) } : null,
  };
}

const UPLOADED_URLS = (
  variantColumn: string,
) => `(select array_agg('/media/products/' || pp.product_id || '/pictures/' || pp.id || '-1200.webp' order by pp.position, pp.id)
   from product_pictures pp where ${variantColumn})`;

/**
 * Points the shop's image lists at the uploaded pictures, cover first; a product or variant with
 * none shows the images it had before its first upload (the seeded artwork), kept in artwork_images.
 */
async function refreshShopImages(db: Queryable, productId: string): Promise<void> {
  await db.query(
    `update products p set artwork_images = coalesce(p.artwork_images, p.images),
            images = coalesce(${UPLOADED_URLS('pp.product_id = p.id and pp.variant_id is null')}, p.artwork_images, p.images)
      where p.id = $1`,
    [productId],
  );
  await db.query(
    `update product_variants v set artwork_images = coalesce(v.artwork_images, v.images),
            images = coalesce(${UPLOADED_URLS('pp.variant_id = v.id')}, v.artwork_images, v.images)
      where v.product_id = $1`,
    [productId],
  );
}

function auditSubject(product: ProductHead): string {
  return product.title;
}

/**
 * Checks the upload by its content, makes its renditions, stores them and records the picture at
 * the end of its group. Files first, row second: a failed insert removes the files it wrote.
 */
export async function addPicture(deps: AppDeps, actor: StudioActor, productId: string, file: File, variantId: string | undefined) {
  const product = await findProduct(deps.db, productId);
  if (variantId !== undefined) {
    const [variant] = await deps.db.query('select 1 from product_variants where id = $1 and product_id = $2', [variantId, productId]);
    if (!variant) throw notFound(VARIANT_NOT_FOUND);
  }
  const tooLarge = pictureSizeProblem(file.size);
  if (tooLarge) throw new HttpError(413, tooLarge);
  const result = await makeRenditions(new Uint8Array(await file.arrayBuffer()));
  if (!result.ok) throw new HttpError(422, result.problem);
  const picture = { id: newId('pic'), product_id: productId };
  const storage = mediaStorage(deps);
  const keys = renditionKeys(picture);
  try {
    for (const rendition of result.renditions) {
      await storage.put(pictureKey(productId, picture.id, rendition.width, rendition.format), rendition.bytes);
    }
    await deps.db.transaction(async (tx) => {
      await tx.query('select id from products where id = $1 for update', [productId]);
      await tx.query(
        `insert into product_pictures (id, product_id, variant_id, position, width, height, created_at)
         values ($1, $2, $3, (select coalesce(max(position) + 1, 0) from product_pictures where product_id = $2), $4, $5, $6)`,
        [picture.id, productId, variantId ?? null, result.width, result.height, deps.clock()],
      );
      await refreshShopImages(tx, productId);
      await recordAudit(tx, {
        actor,
        action: 'product.picture.add',
        subject: auditSubject(product),
        before: null,
        after: { pictureId: picture.id, variantId: variantId ?? null, width: result.width, height: result.height },
        at: deps.clock(),
      });
    });
  } catch (error) {
    await Promise.all(keys.map((key) => storage.remove(key)));
    throw error;
  }
  deps.catalogueCache.clear();
  return { ...(await productMedia(deps.db, productId)), message: 'Picture uploaded' };
}

/** Puts every picture of the product in the order given; the list must name each exactly once. */
export async function reorderPictures(deps: AppDeps, actor: StudioActor, productId: string, pictureIds: readonly string[]) {
  const product = await findProduct(deps.db, productId);
  await deps.db.transaction(async (tx) => {
    await tx.query('select id from products where id = $1 for update', [productId]);
    const before = (await picturesOf(tx, productId)).map((row) => row.id);
    const same =
      pictureIds.length === before.length && new Set(pictureIds).size === before.length && pictureIds.every((id) => before.includes(id));
    if (!same) throw badRequest(LIST_EVERY_PICTURE);
    await tx.query(
      `update product_pictures pp set position = o.position - 1
         from unnest($2::text[]) with ordinality as o(id, position)
        where pp.id = o.id and pp.product_id = $1`,
      [productId, pictureIds],
    );
    await refreshShopImages(tx, productId);
    await recordAudit(tx, {
      actor,
      action: 'product.picture.reorder',
      subject: auditSubject(product),
      before: { pictureIds: before },
      after: { pictureIds: [...pictureIds] },
      at: deps.clock(),
    });
  });
  deps.catalogueCache.clear();
  return { ...(await productMedia(deps.db, productId)), message: 'Pictures reordered' };
}

async function findPicture(db: Queryable, productId: string, pictureId: string): Promise<PictureRow> {
  const [picture] = await db.query<PictureRow>('select * from product_pictures where id = $1 and product_id = $2', [pictureId, productId]);
  if (!picture) throw notFound(PICTURE_NOT_FOUND);
  return picture;
}

/** Moves the picture first in its group, where the shop shows it first. */
export async function makeCover(deps: AppDeps, actor: StudioActor, productId: string, pictureId: string) {
  const product = await findProduct(deps.db, productId);
  await deps.db.transaction(async (tx) => {
    await tx.query('select id from products where id = $1 for update', [productId]);
    const picture = await findPicture(tx, productId, pictureId);
    const rows = await picturesOf(tx, productId);
    const cover = rows.find((row) => row.variant_id === picture.variant_id);
    await tx.query(
      'update product_pictures set position = (select min(position) - 1 from product_pictures where product_id = $2) where id = $1',
      [pictureId, productId],
    );
    await refreshShopImages(tx, productId);
    await recordAudit(tx, {
      actor,
      action: 'product.picture.cover',
      subject: auditSubject(product),
      before: { cover: cover?.id ?? null, variantId: picture.variant_id },
      after: { cover: pictureId, variantId: picture.variant_id },
      at: deps.clock(),
    });
  });
  deps.catalogueCache.clear();
  return { ...(await productMedia(deps.db, productId)), message: 'Cover chosen' };
}

/** Deletes the picture's row, then its files (once nothing points at them any more). */
export async function deletePicture(deps: AppDeps, actor: StudioActor, productId: string, pictureId: string) {
  const product = await findProduct(deps.db, productId);
  const picture = await deps.db.transaction(async (tx) => {
    await tx.query('select id from products where id = $1 for update', [productId]);
    const found = await findPicture(tx, productId, pictureId);
    await tx.query('delete from product_pictures where id = $1', [pictureId]);
    await refreshShopImages(tx, productId);
    await recordAudit(tx, {
      actor,
      action: 'product.picture.delete',
      subject: auditSubject(product),
      before: { pictureId, variantId: found.variant_id },
      after: null,
      at: deps.clock(),
    });
    return found;
  });
  const storage = mediaStorage(deps);
  await Promise.all(renditionKeys(picture).map((key) => storage.remove(key)));
  deps.catalogueCache.clear();
  return { ...(await productMedia(deps.db, productId)), message: 'Picture deleted' };
}
