import { ANONYMOUS_REVIEWER } from '../../src/domain/reviews.ts';
import { selectionOf } from '../../src/domain/variants.ts';
import type { components } from '../../src/api/schema.gen.ts';
import type { CategoryRow, ProductDetailRow, ProductRow, ReviewRow, VariantRow } from './product-rows.ts';

export type Json = Record<string, unknown>;
type Schemas = components['schemas'];
/** A product as a card, a cart line or a wishlist shows it: the contract's Product without its variants, reviews and file. */
export type ProductSummaryJson = Omit<Schemas['Product'], 'variants' | 'reviews' | 'digitalFile'>;

/** A product without its variants and reviews: wishlists and carts show this much. */
export function productSummaryView(row: ProductRow): ProductSummaryJson {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    sku: row.sku,
    brand: row.brand,
    images: row.images,
    image: row.images[0] ?? '',
    price: row.price,
    discount: row.discount,
    finalPrice: row.final_price,
    stock: row.stock,
    bestseller: row.bestseller,
    averageRating: Number(row.average_rating),
    rating: Number(row.average_rating),
    reviewCount: row.review_count,
    features: row.features,
    tags: row.tags,
    category: categoryView({
      id: row.category_id,
      slug: row.category_slug,
      title: row.category_title,
      description: row.category_description,
      image: row.category_image,
      parent_id: row.category_parent_id,
      featured: row.category_featured,
    }),
    productType: row.product_type,
    isDigital: row.product_type === 'digital',
    preorder: { allowed: row.preorder_allowed },
    hasVariants: row.has_variants,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export interface VariantJson {
  _id: string;
  color?: string;
  size?: string;
  material?: string;
  finish?: string;
  price: number;
  discount: number;
  finalPrice: number;
  stock: number;
  images: string[];
  selectedAttributes: Record<string, string>;
}

export function variantView(row: VariantRow): VariantJson {
  // Attributes the variant does not vary in are left out rather than sent as null (domain selectionOf).
  const selectedAttributes: Record<string, string> = selectionOf({
    _id: row.id,
    color: row.color,
    size: row.size,
    material: row.material,
    finish: row.finish,
  });
  return {
    _id: row.id,
    ...selectedAttributes,
    price: row.price,
    discount: row.discount,
    finalPrice: row.final_price,
    stock: row.stock,
    images: row.images,
    selectedAttributes,
  };
}

export function reviewView(row: ReviewRow): Schemas['Review'] {
  return {
    _id: row.id,
    userId: { name: row.author_name?.trim() || ANONYMOUS_REVIEWER },
    rating: row.rating,
    comment: row.comment,
    date: new Date(row.created_at).toISOString(),
    verifiedPurchase: row.verified_purchase,
  };
}

export function productDetailView(row: ProductDetailRow): Schemas['Product'] {
  const file = row.product_type === 'digital' && row.digital_file ? { digitalFile: row.digital_file } : {};
  return { ...productSummaryView(row), variants: row.variants.map(variantView), reviews: row.reviews.map(reviewView), ...file };
}

export function categoryView(row: CategoryRow): Schemas['Category'] {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: row.image,
    parentCategory: row.parent_id,
    featured: row.featured,
  };
}
