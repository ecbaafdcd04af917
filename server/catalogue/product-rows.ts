/** Rows of the catalogue tables as queries return them. */

export interface ProductRow {
  id: string;
  title: string;
  description: string;
  sku: string;
  brand: string;
  category_id: string;
  category_slug: string;
  category_title: string;
  category_parent_id: string | null;
  category_featured: boolean;
  category_image: string | null;
  category_description: string;
  product_type: 'physical' | 'digital';
  price: number;
  discount: number;
  final_price: number;
  stock: number;
  bestseller: boolean;
  preorder_allowed: boolean;
  has_variants: boolean;
  images: string[];
  features: string[];
  tags: string[];
  colors: string[];
  sizes: string[];
  materials: string[];
  popularity: number;
  average_rating: number;
  review_count: number;
  created_at: Date;
}

/** The select list that fills a ProductRow; `p` is products, `c` its category. */
export const PRODUCT_COLUMNS = `p.id, p.title, p.description, p.sku, p.brand, p.category_id, c.slug as category_slug, c.title as category_title,
  c.parent_id as category_parent_id, c.featured as category_featured, c.image as category_image, c.description as category_description,
  p.product_type, p.price, p.discount, p.final_price, p.stock, p.bestseller, p.preorder_allowed, p.has_variants,
  p.images, p.features, p.tags, p.colors, p.sizes, p.materials, p.popularity, p.average_rating, p.review_count, p.created_at`;

export const PRODUCT_FROM = 'products p join categories c on c.id = p.category_id';

/**
 * What the shop shows of a product beside its row, read in the same statement as the row: its
 * variants, its visible reviews and a digital product's file, each as JSON (a ProductDetailRow).
 * Reading them by id afterwards was three more waits on the database for every read (PGlite runs
 * statements one after another). `p` is the product.
 */
export const PRODUCT_DETAIL_COLUMNS = `(select coalesce(json_agg(v order by v.position, v.id), '[]'::json)
       from product_variants v where v.product_id = p.id and v.archived_at is null) as variants,
    (select coalesce(json_agg(r order by r.created_at desc, r.id), '[]'::json)
       from (select r.id, r.product_id, r.user_id, coalesce(u.name, r.author_name) as author_name, r.rating, r.comment,
                    r.verified_purchase, r.created_at
               from reviews r left join users u on u.id = r.user_id
              where r.product_id = p.id and r.hidden_at is null) r) as reviews,
    (select json_build_object('format', d.file_format, 'size', d.file_size)
       from digital_files d where d.product_id = p.id and p.product_type = 'digital') as digital_file`;

export interface VariantRow {
  id: string;
  product_id: string;
  color: string | null;
  size: string | null;
  material: string | null;
  finish: string | null;
  price: number;
  discount: number;
  final_price: number;
  stock: number;
  images: string[];
}

export interface ReviewRow {
  id: string;
  product_id: string;
  user_id: string | null;
  author_name: string | null;
  rating: number;
  comment: string;
  verified_purchase: boolean;
  /** A string when read as JSON (a listing's page reads its reviews so). */
  created_at: Date | string;
}

export interface CategoryRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  image: string | null;
  parent_id: string | null;
  featured: boolean;
}

/** A product with what the shop shows of it, read as JSON beside its row (PRODUCT_DETAIL_COLUMNS). */
export interface ProductDetailRow extends ProductRow {
  variants: VariantRow[];
  reviews: ReviewRow[];
  digital_file: { format: 'PDF' | 'ZIP'; size: number } | null;
}
