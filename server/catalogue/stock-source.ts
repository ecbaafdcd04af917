import type { Queryable } from '../db/database.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { findProduct, findProducts, findVariants } from './product-repository.ts';
import type { ProductRow, VariantRow } from './product-rows.ts';

export const VARIANT_NOT_FOUND = 'Variant not found';

/** A product, or one of its variants, with the stock and price that apply to it. */
export interface Purchasable {
  readonly product: ProductRow;
  readonly variant: VariantRow | null;
  readonly variantCount: number;
  readonly stock: number;
  readonly price: number;
  readonly discount: number;
  readonly finalPrice: number;
  readonly image: string;
}

/** Loads what a cart line or an availability check is about; 404 for an unknown product or variant. */
export async function loadPurchasable(db: Queryable, productId: string, variantId: string | null): Promise<Purchasable> {
  const product = await findProduct(db, productId);
  if (!product) throw notFound('Product not found');
  const variants = product.has_variants ? await findVariants(db, product.id) : [];
  return purchasableOf(product, variants, variantId);
}

export interface PurchasableRequest {
  readonly productId: string;
  readonly variantId: string | null;
}

/**
 * loadPurchasable for many lines in two queries whatever their number (an order's basket):
 * the answers follow the requests' order, and the first unknown product or variant is the 404.
 */
export async function loadPurchasables(db: Queryable, requests: readonly PurchasableRequest[]): Promise<Purchasable[]> {
  const ids = [...new Set(requests.map((request) => request.productId))];
  const products = new Map((await findProducts(db, ids)).map((product) => [product.id, product]));
  const variantRows = await db.query<VariantRow>(
    'select * from product_variants where product_id = any($1::text[]) and archived_at is null order by position, id',
    [ids],
  );
  return requests.map((request) => {
    const product = products.get(request.productId);
    if (!product) throw notFound('Product not found');
    const variants = product.has_variants ? variantRows.filter((variant) => variant.product_id === product.id) : [];
    return purchasableOf(product, variants, request.variantId);
  });
}

function purchasableOf(product: ProductRow, variants: readonly VariantRow[], variantId: string | null): Purchasable {
  const variant = variantId ? variants.find((candidate) => candidate.id === variantId) : undefined;
  if (variantId && !variant) throw new HttpError(404, VARIANT_NOT_FOUND);
  // A product with exactly one variant needs no choice: that variant is meant.
  const chosen = variant ?? (variants.length === 1 ? (variants[0] ?? null) : null);
  return {
    product,
    variant: chosen,
    variantCount: variants.length,
    stock: chosen?.stock ?? product.stock,
    price: chosen?.price ?? product.price,
    discount: chosen?.discount ?? product.discount,
    finalPrice: chosen?.final_price ?? product.final_price,
    image: chosen?.images[0] ?? product.images[0] ?? '',
  };
}
