import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import type { StudioActor } from '../http/app-env.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { VARIANT_NOT_FOUND } from '../catalogue/stock-source.ts';
import { followVariantStock } from '../stock/product-stock.ts';
import { recordAudit } from './audit-log.ts';
import { loadStudioProduct } from './studio-product-view.ts';
import { attributesOf, blankToNull, insertVariant, lockProduct, refreshVariantFilters } from './studio-catalogue-rows.ts';
import {
  stockProblem,
  variantAddProblem,
  variantChangeProblem,
  variantProblem,
  variantSetProblem,
  type VariantAttributes,
} from '../../src/domain/studio-products.ts';

type VariantRequest = components['schemas']['StudioVariantRequest'];
type VariantCreateRequest = components['schemas']['StudioVariantCreateRequest'];
type StudioProduct = components['schemas']['StudioProduct'];

interface VariantRow {
  id: string;
  color: string | null;
  size: string | null;
  material: string | null;
  finish: string | null;
  price: number;
  stock: number;
  archived_at: Date | null;
}

const attributesOfRow = (row: VariantRow): VariantAttributes => ({
  color: row.color ?? '',
  size: row.size ?? '',
  material: row.material ?? '',
  finish: row.finish ?? '',
});

async function variantsOf(tx: Queryable, productId: string): Promise<VariantRow[]> {
  return tx.query<VariantRow>(
    'select id, color, size, material, finish, price, stock, archived_at from product_variants where product_id = $1 order by position, id',
    [productId],
  );
}

/** The variant of this product, locked, or 404; 422 when it was ordered and the change needs it never to have been. */
async function lockVariant(tx: Queryable, productId: string, variantId: string, mustBeUnordered: boolean): Promise<VariantRow> {
  const [row] = await tx.query<VariantRow>(
    'select id, color, size, material, finish, price, stock, archived_at from product_variants where id = $1 and product_id = $2 for update',
    [variantId, productId],
  );
  if (!row) throw notFound(VARIANT_NOT_FOUND);
  if (mustBeUnordered) {
    const [ordered] = await tx.query('select 1 from order_items where variant_id = $1 limit 1', [variantId]);
    const problem = variantChangeProblem(ordered !== undefined);
    if (problem) throw new HttpError(422, problem);
  }
  return row;
}

function variantLabel(attributes: VariantAttributes): string {
  return [attributes.color, attributes.size, attributes.material, attributes.finish].filter((value) => value.trim() !== '').join(' / ');
}

async function finish(
  tx: Queryable,
  productId: string,
  audit: { actor: StudioActor; action: string; before: unknown; after: unknown; at: Date },
) {
  await refreshVariantFilters(tx, productId);
  const saved = await loadStudioProduct(tx, productId);
  await recordAudit(tx, {
    actor: audit.actor,
    action: audit.action,
    subject: `${saved.title} (${saved.sku})`,
    before: audit.before === null ? null : { variant: audit.before },
    after: audit.after === null ? null : { variant: audit.after },
    at: audit.at,
  });
  return saved;
}

/** Adds a variant with its starting stock (its history opens with it). */
export async function createVariant(
  deps: AppDeps,
  actor: StudioActor,
  productId: string,
  request: VariantCreateRequest,
): Promise<StudioProduct> {
  const attributes = attributesOf(request);
  const problem = variantProblem(attributes) ?? stockProblem(request.stock);
  if (problem) throw new HttpError(422, problem);
  const now = deps.clock();
  const product = await deps.db.transaction(async (tx) => {
    const head = await lockProduct(tx, productId);
    const existing = await variantsOf(tx, productId);
    const refusal = variantAddProblem(head.has_variants, head.stock) ?? variantSetProblem([...existing.map(attributesOfRow), attributes]);
    if (refusal) throw new HttpError(422, refusal);
    await insertVariant(tx, productId, { ...attributes, stock: request.stock, discount: head.discount, position: existing.length });
    await followVariantStock(tx, [productId], {
      reason: 'received',
      actorId: actor.id,
      orderId: null,
      note: `New variant ${variantLabel(attributes)}`,
      at: now,
    });
    return finish(tx, productId, {
      actor,
      action: 'variant.create',
      before: null,
      after: { ...attributes, stock: request.stock },
      at: now,
    });
  });
  deps.catalogueCache.clear();
  return product;
}

/** Changes a never-ordered variant's attributes and price. */
export async function updateVariant(
  deps: AppDeps,
  actor: StudioActor,
  productId: string,
  variantId: string,
  request: VariantRequest,
): Promise<StudioProduct> {
  const attributes = attributesOf(request);
  const problem = variantProblem(attributes);
  if (problem) throw new HttpError(422, problem);
  const now = deps.clock();
  const product = await deps.db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const row = await lockVariant(tx, productId, variantId, true);
    const others = (await variantsOf(tx, productId)).filter((other) => other.id !== variantId);
    const refusal = variantSetProblem([...others.map(attributesOfRow), attributes]);
    if (refusal) throw new HttpError(422, refusal);
    await tx.query(
      'update product_variants set color = $2, size = $3, material = $4, finish = $5, price = $6, final_price = $6 where id = $1',
      [
        variantId,
        blankToNull(attributes.color),
        blankToNull(attributes.size),
        blankToNull(attributes.material),
        blankToNull(attributes.finish),
        attributes.price,
      ],
    );
    return finish(tx, productId, {
      actor,
      action: 'variant.update',
      before: { ...attributesOfRow(row), price: row.price },
      after: attributes,
      at: now,
    });
  });
  deps.catalogueCache.clear();
  return product;
}

/** Removes a never-ordered variant; its units leave the product's stock. */
export async function removeVariant(deps: AppDeps, actor: StudioActor, productId: string, variantId: string): Promise<StudioProduct> {
  const now = deps.clock();
  const product = await deps.db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const row = await lockVariant(tx, productId, variantId, true);
    // Carts and wishlists holding it lose it with it (their rows cascade).
    await tx.query('delete from product_variants where id = $1', [variantId]);
    await followVariantStock(tx, [productId], {
      reason: 'correction',
      actorId: actor.id,
      orderId: null,
      note: `Variant ${variantLabel(attributesOfRow(row))} removed`,
      at: now,
    });
    return finish(tx, productId, {
      actor,
      action: 'variant.remove',
      before: { ...attributesOfRow(row), price: row.price, stock: row.stock },
      after: null,
      at: now,
    });
  });
  deps.catalogueCache.clear();
  return product;
}

/** Archives a variant (it leaves the product's page; orders keep it) or offers it again. */
export async function setVariantArchived(
  deps: AppDeps,
  actor: StudioActor,
  productId: string,
  variantId: string,
  archived: boolean,
): Promise<StudioProduct> {
  const now = deps.clock();
  const product = await deps.db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const row = await lockVariant(tx, productId, variantId, false);
    await tx.query(
      `update product_variants set archived_at = case when $2 then coalesce(archived_at, $3::timestamptz) else null end where id = $1`,
      [variantId, archived, now],
    );
    const label = variantLabel(attributesOfRow(row));
    // An archived variant's units are not for sale: they leave the product's stock, and come back with it.
    await followVariantStock(tx, [productId], {
      reason: 'correction',
      actorId: actor.id,
      orderId: null,
      note: archived ? `Variant ${label} archived` : `Variant ${label} offered again`,
      at: now,
    });
    return finish(tx, productId, {
      actor,
      action: archived ? 'variant.archive' : 'variant.restore',
      before: { label, archived: row.archived_at !== null },
      after: { label, archived },
      at: now,
    });
  });
  deps.catalogueCache.clear();
  return product;
}
