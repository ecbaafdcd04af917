-- Staff refunds of a paid order, in full or in part. A refund is written as due in the transaction
-- that checks it against what is left of the payment (the order's row is locked meanwhile, so two
-- refunds never exceed it), then the provider is asked; `claimed_at` is set while one process asks,
-- so two processes never ask for the same refund, and a refund whose provider failed stays due for
-- the sweep to retry.
create table order_refunds (
  id text primary key,
  order_id text not null references orders (id) on delete cascade,
  payment_reference text not null references payments (reference),
  amount integer not null check (amount > 0),
  -- [{ line, quantity }]: the order lines' units refunded (empty for a refund of an amount).
  lines jsonb not null default '[]',
  reason text not null,
  -- The staff member; null for the operator's key.
  actor_id text references users (id) on delete set null,
  status text not null default 'due' check (status in ('due', 'refunded')),
  claimed_at timestamptz,
  created_at timestamptz not null,
  refunded_at timestamptz
);
create index order_refunds_order_idx on order_refunds (order_id, created_at);
create index order_refunds_due_idx on order_refunds (created_at) where status = 'due';
