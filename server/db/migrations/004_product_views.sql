-- Product views of signed-in customers (the profile's totalViews, the products' popularity)
-- and each customer's recently viewed products.

create table product_views (
  user_id text not null references users (id) on delete cascade,
  product_id text not null references products (id) on delete cascade,
  viewed_at timestamptz not null
);
create index product_views_user_idx on product_views (user_id);

create table recently_viewed (
  user_id text not null references users (id) on delete cascade,
  product_id text not null references products (id) on delete cascade,
  viewed_at timestamptz not null,
  primary key (user_id, product_id)
);
