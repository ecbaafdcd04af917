-- A product with variants holds the units of its offered (not archived) variants: its own stock,
-- which the shop's listings, stock labels and product page read, is their sum, and the server keeps
-- it so from now on (server/stock/product-stock.ts). Products whose stock drifted before (a variant
-- restocked or ordered did not move it) are put right here, the difference written to their
-- history as a correction, so the history still sums to the stock.
insert into stock_history (id, product_id, variant_id, at, reason, delta, stock_after, note)
select 'stk_sum_' || drift.id, drift.id, null, now(), 'correction', drift.wanted - drift.stock, drift.wanted,
       'The stock of its offered variants together'
  from (select p.id, p.stock,
               coalesce((select sum(v.stock) from product_variants v where v.product_id = p.id and v.archived_at is null), 0)::int as wanted
          from products p where p.has_variants) drift
 where drift.wanted <> drift.stock;

update products p
   set stock = coalesce((select sum(v.stock) from product_variants v where v.product_id = p.id and v.archived_at is null), 0)
 where p.has_variants
   and p.stock <> coalesce((select sum(v.stock) from product_variants v where v.product_id = p.id and v.archived_at is null), 0);
