-- Every change of a product's or a variant's stock, with what caused it: a studio adjustment (received,
-- damaged, correction), an order taking units, a cancellation or an unpaid order's expiry giving them
-- back. `opening` is the stock a row had when its history began (its creation, or this migration for
-- the rows that existed before), so a row's deltas always sum to its stock.
create table stock_history (
  id text primary key,
  -- The order the changes were made in (a row's changes are serialized by its row lock); clocks may disagree.
  seq bigint generated always as identity,
  product_id text not null references products (id) on delete cascade,
  variant_id text references product_variants (id) on delete cascade,
  at timestamptz not null,
  reason text not null check (reason in ('opening', 'received', 'damaged', 'correction', 'order', 'cancellation', 'expiry')),
  delta integer not null,
  stock_after integer not null check (stock_after >= 0),
  note text,
  -- Who made it: the staff member, or the customer who ordered or cancelled; null for the operator's key and the sweep.
  actor_id text references users (id) on delete set null,
  -- The order that took or gave back the units (no foreign key: the row is written before the order's own).
  order_id text
);
create index stock_history_product_idx on stock_history (product_id, seq desc);

insert into stock_history (id, product_id, variant_id, at, reason, delta, stock_after)
select 'stk_open_p_' || id, id, null, now(), 'opening', stock, stock from products;
insert into stock_history (id, product_id, variant_id, at, reason, delta, stock_after)
select 'stk_open_v_' || id, product_id, id, now(), 'opening', stock, stock from product_variants;

-- A product or variant created later (the seed, the catalogue) opens its history with its first stock.
create or replace function open_stock_history() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'products' then
    insert into stock_history (id, product_id, variant_id, at, reason, delta, stock_after)
    values ('stk_open_p_' || new.id, new.id, null, now(), 'opening', new.stock, new.stock);
  else
    insert into stock_history (id, product_id, variant_id, at, reason, delta, stock_after)
    values ('stk_open_v_' || new.id, new.product_id, new.id, now(), 'opening', new.stock, new.stock);
  end if;
  return null;
end;
$$;
create trigger products_open_stock_history after insert on products for each row execute function open_stock_history();
create trigger product_variants_open_stock_history after insert on product_variants for each row execute function open_stock_history();
