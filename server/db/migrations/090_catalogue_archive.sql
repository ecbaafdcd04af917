-- The studio archives products and variants instead of deleting them: an archived one leaves the
-- shop (listings, search, its page, the cart) while old orders and downloads still show it.
alter table products add column archived_at timestamptz;
alter table product_variants add column archived_at timestamptz;

-- Every listing now counts only products on sale: the count indexes are kept to those, so the counts
-- still read an index alone.
drop index products_availability_idx;
create index products_availability_idx on products (stock, preorder_allowed) where archived_at is null;
drop index products_brand_key_idx;
create index products_brand_key_idx on products ((lower(btrim(brand))), stock) where archived_at is null;
