import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import type { StudioActor } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { newId } from '../platform/ids.ts';
import { recordAudit } from './audit-log.ts';
import { loadStudioProduct } from './studio-product-view.ts';
import { attributesOf, insertVariant, lockProduct, refreshVariantFilters } from './studio-catalogue-rows.ts';
import {
  CATEGORY_UNKNOWN,
  normalizeSku,
  productProblem,
  SKU_TAKEN,
  stockProblem,
  variantProblem,
  variantSetProblem,
} from '../../src/domain/studio-products.ts';
import { containing } from '../db/like-pattern.ts';

type ProductRequest = components['schemas']['StudioProductRequest'];
type ProductCreateRequest = components['schemas']['StudioProductCreateRequest'];
type ProductSummary = components['schemas']['StudioProductSummary'];
type StudioProduct = components['schemas']['StudioProduct'];

export const STUDIO_PRODUCTS_PAGE_SIZE = 50;
export type ProductStatus = 'all' | 'active' | 'archived';

interface SummaryRow {
  id: string;
  title: string;
  sku: string;
  brand: string;
  category_title: string;
  product_type: 'physical' | 'digital';
  price: number;
  stock: number;
  variant_count: number;
  archived_at: Date | null;
  created_at: Date;
}

const STATUS_CONDITION: Record<ProductStatus, string> = {
  all: 'true',
  active: 'p.archived_at is null',
  archived: 'p.archived_at is not null',
};

function summaryView(row: SummaryRow): ProductSummary {
  return {
    _id: row.id,
    title: row.title,
    sku: row.sku,
    brand: row.brand,
    categoryTitle: row.category_title,
    productType: row.product_type,
    price: row.price,
    stock: row.stock,
    variantCount: row.variant_count,
    archived: row.archived_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

/** One page of the catalogue, newest first; a product with variants counts its variants' stock. */
export async function listStudioProducts(
  db: Queryable,
  search: string | undefined,
  status: ProductStatus,
  page: number,
): Promise<{ products: ProductSummary[]; total: number }> {
  const text = search?.trim() ?? '';
  const where = `${STATUS_CONDITION[status]} and ($1 = '' or p.title ilike $2 or p.sku ilike $2)`;
  const [rows, [count]] = await Promise.all([
    db.query<SummaryRow>(
      `select p.id, p.title, p.sku, p.brand, c.title as category_title, p.product_type, p.price, p.archived_at, p.created_at,
              case when p.has_variants
                   then coalesce((select sum(v.stock)::int from product_variants v where v.product_id = p.id and v.archived_at is null), 0)
                   else p.stock end as stock,
              (select count(*)::int from product_variants v where v.product_id = p.id) as variant_count
         from products p join categories c on c.id = p.category_id
        where ${where}
        order by p.created_at desc, p.id desc limit $3 offset $4`,
      [text, containing(text), STUDIO_PRODUCTS_PAGE_SIZE, (page - 1) * STUDIO_PRODUCTS_PAGE_SIZE],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from products p where ${where}`, [text, containing(text)]),
  ]);
  return { products: rows.map(summaryView), total: count?.total ?? 0 };
}

/** The fields both adding and changing a product write, as the rules want them (trimmed, SKU in capitals). */
function cleanProduct(request: ProductRequest) {
  const problem = productProblem(request);
  if (problem) throw new HttpError(422, problem);
  return {
    title: request.title.trim(),
    description: request.description.trim(),
    sku: normalizeSku(request.sku),
    brand: request.brand.trim(),
    categoryId: request.categoryId.trim(),
    features: [...new Set(request.features.map((label) => label.trim()))],
    tags: [...new Set(request.tags.map((label) => label.trim()))],
  };
}

/** 422 for an unknown category, 409 for a SKU another product has. */
async function checkReferences(tx: Queryable, productId: string, categoryId: string, sku: string): Promise<void> {
  const [category] = await tx.query('select id from categories where id = $1', [categoryId]);
  if (!category) throw new HttpError(422, CATEGORY_UNKNOWN);
  const [other] = await tx.query('select id from products where sku = $1 and id <> $2', [sku, productId]);
  if (other) throw new HttpError(409, SKU_TAKEN);
}

/** What the audit log keeps of a product: the fields staff edit. */
function auditedFields(product: StudioProduct) {
  const { title, description, sku, brand, categoryId, productType, price, discount, bestseller, preorderAllowed, features, tags } = product;
  return { title, description, sku, brand, categoryId, productType, price, discount, bestseller, preorderAllowed, features, tags };
}

/** Checks the new product's variants and starting stock as a whole before anything is written. */
function checkNewStock(request: ProductCreateRequest): void {
  const variants = request.variants ?? [];
  const problem =
    stockProblem(request.stock ?? 0) ??
    variants.map((variant) => variantProblem(attributesOf(variant)) ?? stockProblem(variant.stock)).find((found) => found !== null) ??
    variantSetProblem(variants.map(attributesOf));
  if (problem) throw new HttpError(422, problem);
}

/**
 * Adds a product and its variants in one transaction. The rows' triggers open each row's stock
 * history with its first stock, so the history sums to the stock from the start; a product with
 * variants holds their sum, as the seeded ones do.
 */
export async function createStudioProduct(deps: AppDeps, actor: StudioActor, request: ProductCreateRequest): Promise<StudioProduct> {
  const fields = cleanProduct(request);
  checkNewStock(request);
  const variants = request.variants ?? [];
  const id = newId('prod');
  const now = deps.clock();
  const product = await deps.db.transaction(async (tx) => {
    await checkReferences(tx, id, fields.categoryId, fields.sku);
    const stock = variants.length > 0 ? variants.reduce((sum, variant) => sum + variant.stock, 0) : (request.stock ?? 0);
    await tx.query(
      `insert into products (id, title, description, sku, brand, category_id, product_type, price, discount, final_price, stock,
                             bestseller, preorder_allowed, has_variants, features, tags, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8, $10, $11, $12, $13, $14, $15, $16)`,
      [
        id,
        fields.title,
        fields.description,
        fields.sku,
        fields.brand,
        fields.categoryId,
        request.productType,
        request.price,
        request.discount,
        stock,
        request.bestseller,
        request.preorderAllowed,
        variants.length > 0,
        fields.features,
        fields.tags,
        now,
      ],
    );
    for (const [position, variant] of variants.entries()) {
      await insertVariant(tx, id, { ...attributesOf(variant), stock: variant.stock, discount: request.discount, position });
    }
    await refreshVariantFilters(tx, id);
    const saved = await loadStudioProduct(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'product.create',
      subject: `${saved.title} (${saved.sku})`,
      before: null,
      after: { ...auditedFields(saved), stock: saved.stock, variants: saved.variants.length },
      at: now,
    });
    return saved;
  });
  deps.catalogueCache.clear();
  return product;
}

/** Changes a product's details (not its stock or variants); its variants follow its discount. */
export async function updateStudioProduct(
  deps: AppDeps,
  actor: StudioActor,
  productId: string,
  request: ProductRequest,
): Promise<StudioProduct> {
  const fields = cleanProduct(request);
  const now = deps.clock();
  const product = await deps.db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    await checkReferences(tx, productId, fields.categoryId, fields.sku);
    const before = await loadStudioProduct(tx, productId);
    await tx.query(
      `update products set title = $2, description = $3, sku = $4, brand = $5, category_id = $6, product_type = $7, price = $8,
                           final_price = $8, discount = $9, bestseller = $10, preorder_allowed = $11, features = $12, tags = $13
        where id = $1`,
      [
        productId,
        fields.title,
        fields.description,
        fields.sku,
        fields.brand,
        fields.categoryId,
        request.productType,
        request.price,
        request.discount,
        request.bestseller,
        request.preorderAllowed,
        fields.features,
        fields.tags,
      ],
    );
    await tx.query('update product_variants set discount = $2 where product_id = $1', [productId, request.discount]);
    const saved = await loadStudioProduct(tx, productId);
    await recordAudit(tx, {
      actor,
      action: 'product.update',
      subject: `${saved.title} (${saved.sku})`,
      before: auditedFields(before),
      after: auditedFields(saved),
      at: now,
    });
    return saved;
  });
  deps.catalogueCache.clear();
  return product;
}

/** Archives a product (it leaves the shop; orders keep it) or puts it back on sale. Never a delete. */
export async function setProductArchived(deps: AppDeps, actor: StudioActor, productId: string, archived: boolean): Promise<StudioProduct> {
  const now = deps.clock();
  const product = await deps.db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const before = await loadStudioProduct(tx, productId);
    await tx.query(
      `update products set archived_at = case when $2 then coalesce(archived_at, $3::timestamptz) else null end where id = $1`,
      [productId, archived, now],
    );
    const saved = await loadStudioProduct(tx, productId);
    await recordAudit(tx, {
      actor,
      action: archived ? 'product.archive' : 'product.restore',
      subject: `${saved.title} (${saved.sku})`,
      before: { archived: before.archived },
      after: { archived: saved.archived },
      at: now,
    });
    return saved;
  });
  deps.catalogueCache.clear();
  return product;
}
