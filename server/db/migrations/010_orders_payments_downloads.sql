-- Orders with their lines, card payments, digital files and download grants.

create sequence order_number_seq;

create table orders (
  id text primary key,
  order_number text not null unique,
  user_id text not null references users (id) on delete cascade,
  status text not null,
  payment_status text not null,
  payment_method text not null,
  payment_reference text,
  fulfillment_method text not null,
  shipping_method text not null,
  shipping_address jsonb not null,
  subtotal integer not null check (subtotal >= 0),
  shipping_cost integer not null check (shipping_cost >= 0),
  tax integer not null default 0,
  amount integer not null check (amount >= 0),
  notes text not null default '',
  has_preorder_items boolean not null,
  estimated_delivery_date timestamptz,
  status_history jsonb not null,
  -- true while the order holds stock; cleared exactly once when the stock goes back.
  holds_stock boolean not null default true,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index orders_user_idx on orders (user_id, created_at desc, id);
create index orders_unpaid_idx on orders (created_at) where status = 'pending' and payment_status = 'pending';

create table order_items (
  order_id text not null references orders (id) on delete cascade,
  position integer not null,
  product_id text not null references products (id),
  variant_id text references product_variants (id),
  title text not null,
  image text,
  quantity integer not null check (quantity >= 1),
  price integer not null check (price >= 0),
  discount integer not null default 0,
  selected_attributes jsonb not null default '{}',
  item_status text not null default 'pending',
  is_preorder boolean not null default false,
  is_digital boolean not null default false,
  -- units taken from stock when the order was made (0 for pre-order lines).
  reserved integer not null default 0,
  cart_key text not null,
  review_id text references reviews (id) on delete set null,
  primary key (order_id, position)
);
create index order_items_product_idx on order_items (product_id);

create unique index reviews_one_per_customer_idx on reviews (product_id, user_id);

create table payments (
  reference text primary key,
  order_id text not null references orders (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  provider text not null,
  amount integer not null,
  currency text not null default 'NGN',
  status text not null default 'pending',
  -- the sandbox provider's page records the shopper's choice here.
  sandbox_outcome text,
  callback_url text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index payments_order_idx on payments (order_id);

create table digital_files (
  product_id text primary key references products (id) on delete cascade,
  file_name text not null,
  file_format text not null,
  file_size integer not null
);

create table download_grants (
  id text primary key,
  order_id text not null references orders (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  product_id text not null references products (id),
  downloads_used integer not null default 0,
  download_limit integer not null,
  expires_at timestamptz,
  granted_at timestamptz not null,
  unique (order_id, product_id)
);
create index download_grants_user_idx on download_grants (user_id, granted_at desc);

-- Secrets every server process on one database shares (download link signing).
create table server_secrets (
  name text primary key,
  value text not null
);
