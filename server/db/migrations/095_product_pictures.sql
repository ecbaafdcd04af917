-- Pictures the studio uploads to a product or to one of its variants. Their renditions live in file
-- storage under `product-pictures/{product_id}/{id}-{width}.{webp|jpg}`; `position` orders each group
-- (the product's own pictures, each variant's), whose first is its cover.
create table product_pictures (
  id text primary key,
  product_id text not null references products (id) on delete cascade,
  variant_id text references product_variants (id) on delete cascade,
  position integer not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  created_at timestamptz not null
);
create index product_pictures_by_product on product_pictures (product_id, position);

-- The images a product or variant showed before its first upload (the seeded artwork), kept so
-- that deleting the last uploaded picture brings them back.
alter table products add column artwork_images text[];
alter table product_variants add column artwork_images text[];

-- When the studio uploaded the file; null for a file generated from the product (the seeded ones).
alter table digital_files add column uploaded_at timestamptz;
