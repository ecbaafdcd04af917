-- Issue 12: EXPLAIN ANALYZE of the product listing at 10,000 products showed the page query
-- served by the sort indexes in well under a millisecond, and the count of matches (needed for
-- the pagination) reading the whole products table: 4-12 ms on PGlite for the default listing,
-- which filters on stock only. Narrow indexes let the counts read an index instead
-- (an index-only scan once the table is vacuumed; see server/catalogue/catalogue-upkeep.ts).

-- In stock, pre-order section, or both: the availability filter every listing carries.
create index products_availability_idx on products (stock, preorder_allowed);
-- The brand filter compares lower(btrim(brand)) (BRAND_KEY in server/catalogue/brand-repository.ts).
create index products_brand_key_idx on products ((lower(btrim(brand))), stock);
