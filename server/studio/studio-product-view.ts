import type { components } from '../../src/api/schema.gen.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/http-error.ts';
import { PRODUCT_NOT_FOUND } from './studio-stock.ts';

type StudioProduct = components['schemas']['StudioProduct'];
type StudioVariant = components['schemas']['StudioVariant'];

interface ProductRecord {
  id: string;
  title: string;
  description: string;
  sku: string;
  brand: string;
  category_id: string;
  category_title: string;
  product_type: 'physical' | 'digital';
  price: number;
  discount: number;
  bestseller: boolean;
  preorder_allowed: boolean;
  features: string[];
  tags: string[];
  stock: number;
  has_variants: boolean;
  archived_at: Date | null;
  images: string[];
  created_at: Date;
  ordered: boolean;
}

interface VariantRecord {
  id: string;
  color: string | null;
  size: string | null;
  material: string | null;
  finish: string | null;
  price: number;
  stock: number;
  archived_at: Date | null;
  ordered: boolean;
}

function variantView(row: VariantRecord): StudioVariant {
  return {
    _id: row.id,
    color: row.color,
    size: row.size,
    material: row.material,
    finish: row.finish,
    price: row.price,
    stock: row.stock,
    archived: row.archived_at !== null,
    ordered: row.ordered,
  };
}

/** A product as the studio edits it, archived or not, with every variant and whether orders hold them. */
export async function loadStudioProduct(db: Queryable, productId: string): Promise<StudioProduct> {
  const [[row], variants] = await Promise.all([
    db.query<ProductRecord>(
      `select p.id, p.title, p.description, p.sku, p.brand, p.category_id, c.title as category_title, p.product_type, p.price,
              p.discount, p.bestseller, p.preorder_allowed, p.features, p.tags, p.stock, p.has_variants, p.archived_at,
              p.images, p.created_at, exists (select 1 from order_items i where i.product_id = p.id) as ordered
         from products p join categories c on c.id = p.category_id
        where p.id = $1`,
      [productId],
    ),
    db.query<VariantRecord>(
      `select v.id, v.color, v.size, v.material, v.finish, v.price, v.stock, v.archived_at,
              exists (select 1 from order_items i where i.variant_id = v.id) as ordered
         from product_variants v where v.product_id = $1 order by v.position, v.id`,
      [productId],
    ),
  ]);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    sku: row.sku,
    brand: row.brand,
    categoryId: row.category_id,
    categoryTitle: row.category_title,
    productType: row.product_type,
    price: row.price,
    discount: row.discount,
    bestseller: row.bestseller,
    preorderAllowed: row.preorder_allowed,
    features: row.features,
    tags: row.tags,
    stock: row.stock,
    hasVariants: row.has_variants,
    archived: row.archived_at !== null,
    ordered: row.ordered,
    image: row.images[0] ?? null,
    createdAt: row.created_at.toISOString(),
    variants: variants.map(variantView),
  };
}
