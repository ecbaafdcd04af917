-- Cart lines keyed by a cart key (product, variant and pre-order flag), and wishlist entries.

create table cart_items (
  user_id text not null references users (id) on delete cascade,
  cart_key text not null,
  product_id text not null references products (id) on delete cascade,
  variant_id text references product_variants (id) on delete cascade,
  quantity integer not null check (quantity >= 1),
  selected_attributes jsonb not null default '{}',
  is_preorder boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (user_id, cart_key)
);

create table wishlist_items (
  user_id text not null references users (id) on delete cascade,
  product_id text not null references products (id) on delete cascade,
  -- '' when no variant was chosen, so the pair is a key.
  variant_key text not null default '',
  variant_id text references product_variants (id) on delete cascade,
  selected_attributes jsonb not null default '{}',
  created_at timestamptz not null default now(),
  primary key (user_id, product_id, variant_key)
);
