import type { Database, Queryable } from '../db/database.ts';
import { bulkInsert } from './bulk-insert.ts';
import type { SeedCategory, SeedProduct, SeedVariant } from './catalogue-types.ts';

/** Seed dates count back from this moment, so every run produces the same catalogue. */
export const SEED_EPOCH = new Date('2026-11-01T09:00:00.000Z');

const DAY_MS = 86_400_000;

function daysBefore(epoch: Date, days: number): Date {
  return new Date(epoch.getTime() - days * DAY_MS);
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function variantId(productId: string, variant: SeedVariant): string {
  const parts = [variant.color, variant.size, variant.material, variant.finish].filter(Boolean).join(' ');
  return `${productId}--${slug(parts)}`;
}

export function productImages(productId: string, count = 3): string[] {
  return Array.from({ length: count }, (_, index) => `/media/products/${productId}/${index + 1}.svg`);
}

function unique(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

const PRODUCT_COLUMNS = [
  'id',
  'title',
  'description',
  'sku',
  'brand',
  'category_id',
  'product_type',
  'price',
  'discount',
  'final_price',
  'stock',
  'bestseller',
  'preorder_allowed',
  'has_variants',
  'images',
  'features',
  'tags',
  'colors',
  'sizes',
  'materials',
  'popularity',
  'created_at',
];

function productRow(product: SeedProduct, index: number, epoch: Date): unknown[] {
  const variants = product.variants ?? [];
  const discount = product.discount ?? 0;
  // A product with variants has the stock of all its variants together.
  const stock = variants.length > 0 ? variants.reduce((sum, variant) => sum + variant.stock, 0) : product.stock;
  return [
    product.id,
    product.title,
    product.description,
    `SKU-${String(index + 1).padStart(5, '0')}-${product.brand.slice(0, 3).toUpperCase()}`,
    product.brand,
    product.category,
    product.digital ? 'digital' : 'physical',
    product.price,
    discount,
    // finalPrice is what the customer pays; the discount is shown against the higher original price.
    product.price,
    stock,
    product.bestseller ?? false,
    product.preorder ?? false,
    variants.length > 0,
    productImages(product.id),
    [...(product.features ?? [])],
    [...(product.tags ?? [])],
    unique([...(product.colors ?? []), ...variants.map((variant) => variant.color)]),
    unique([...(product.sizes ?? []), ...variants.map((variant) => variant.size)]),
    unique([...(product.materials ?? []), ...variants.map((variant) => variant.material)]),
    product.popularity,
    daysBefore(epoch, product.daysAgo),
  ];
}

/** Writes categories, products, variants and reviews. The reviews trigger fills the ratings. */
export async function insertCatalogue(
  db: Queryable,
  categories: readonly SeedCategory[],
  products: readonly SeedProduct[],
  epoch: Date = SEED_EPOCH,
): Promise<void> {
  await bulkInsert(
    db,
    'categories',
    ['id', 'slug', 'title', 'description', 'image', 'parent_id', 'featured', 'position'],
    categories.map((category, index) => [
      category.id,
      category.slug,
      category.title,
      category.description,
      `/media/categories/${category.slug}.svg`,
      category.parentId ?? null,
      category.featured ?? false,
      index,
    ]),
  );
  await bulkInsert(
    db,
    'products',
    PRODUCT_COLUMNS,
    products.map((product, index) => productRow(product, index, epoch)),
  );
  await bulkInsert(
    db,
    'product_variants',
    ['id', 'product_id', 'color', 'size', 'material', 'finish', 'price', 'discount', 'final_price', 'stock', 'images', 'position'],
    products.flatMap((product) =>
      (product.variants ?? []).map((variant, index) => {
        const id = variantId(product.id, variant);
        const price = variant.price ?? product.price;
        return [
          id,
          product.id,
          variant.color ?? null,
          variant.size ?? null,
          variant.material ?? null,
          variant.finish ?? null,
          price,
          product.discount ?? 0,
          price,
          variant.stock,
          [`/media/products/${product.id}/${id}.svg`],
          index,
        ];
      }),
    ),
  );
  await bulkInsert(
    db,
    'reviews',
    ['id', 'product_id', 'author_name', 'rating', 'comment', 'verified_purchase', 'created_at'],
    products.flatMap((product) =>
      (product.reviews ?? []).map((review, index) => [
        `${product.id}--review-${index + 1}`,
        product.id,
        review.author,
        review.rating,
        review.comment,
        review.verifiedPurchase ?? false,
        daysBefore(epoch, review.daysAgo),
      ]),
    ),
  );
}

/** Seeds when the catalogue is empty; returns whether it did. */
export async function seedIfEmpty(db: Database, seed: (tx: Queryable) => Promise<void>): Promise<boolean> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from products');
  if ((row?.count ?? 0) > 0) return false;
  await db.transaction(seed);
  return true;
}
