-- Money as bigint: a large order's kobo (naira x 100) no longer fits in integer, and a sum of
-- lines must never fail as 'integer out of range'. Existing values convert in place.
alter table orders
  alter column subtotal type bigint,
  alter column shipping_cost type bigint,
  alter column tax type bigint,
  alter column amount type bigint;
alter table order_items alter column price type bigint;
alter table payments
  alter column amount type bigint,
  alter column refund_kobo type bigint;

-- An unpaid order holds its stock for PAYMENT_HOLD_MINUTES from hold_from: its creation, moved
-- on by each payment initialization. Orders made before this column take their latest payment's
-- start, else their creation.
alter table orders add column hold_from timestamptz;
update orders o set hold_from = coalesce((select max(p.created_at) from payments p where p.order_id = o.id), o.created_at);
alter table orders alter column hold_from set not null;
drop index if exists orders_unpaid_idx;
create index orders_unpaid_idx on orders (hold_from) where status = 'pending';
