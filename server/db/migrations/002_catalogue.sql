-- The catalogue: categories, products, variants and reviews, with fuzzy search over name and
-- description through pg_trgm.

create extension if not exists pg_trgm;

create table categories (
  id text primary key,
  slug text not null unique,
  title text not null,
  description text not null default '',
  image text,
  parent_id text references categories (id),
  featured boolean not null default false,
  position integer not null default 0
);

create table products (
  id text primary key,
  title text not null,
  description text not null,
  sku text not null unique,
  brand text not null,
  category_id text not null references categories (id),
  product_type text not null check (product_type in ('physical', 'digital')),
  price integer not null check (price >= 0),
  discount integer not null default 0 check (discount between 0 and 100),
  final_price integer not null check (final_price >= 0),
  stock integer not null default 0,
  bestseller boolean not null default false,
  preorder_allowed boolean not null default false,
  has_variants boolean not null default false,
  images text[] not null default '{}',
  features text[] not null default '{}',
  tags text[] not null default '{}',
  -- The union of the product's own and its variants' attributes, for the multi-choice filters.
  colors text[] not null default '{}',
  sizes text[] not null default '{}',
  materials text[] not null default '{}',
  popularity integer not null default 0,
  average_rating real not null default 0,
  review_count integer not null default 0,
  created_at timestamptz not null default now(),
  search_text text generated always as (title || ' ' || description) stored
);
create index products_search_trgm_idx on products using gin (search_text gin_trgm_ops);
create index products_category_idx on products (category_id);
create index products_created_idx on products (created_at desc, id);
create index products_final_price_idx on products (final_price, id);
create index products_popularity_idx on products (popularity desc, id);
create index products_rating_idx on products (average_rating desc, review_count desc, id);

create table product_variants (
  id text primary key,
  product_id text not null references products (id) on delete cascade,
  color text,
  size text,
  material text,
  finish text,
  price integer not null check (price >= 0),
  discount integer not null default 0 check (discount between 0 and 100),
  final_price integer not null check (final_price >= 0),
  stock integer not null default 0,
  images text[] not null default '{}',
  position integer not null default 0
);
create index product_variants_product_idx on product_variants (product_id, position);

create table reviews (
  id text primary key,
  product_id text not null references products (id) on delete cascade,
  user_id text references users (id) on delete set null,
  author_name text,
  rating integer not null check (rating between 1 and 5),
  comment text not null,
  verified_purchase boolean not null default false,
  created_at timestamptz not null default now()
);
create index reviews_product_idx on reviews (product_id, created_at desc);

-- averageRating and reviewCount follow the reviews whichever code path writes them.
create function refresh_product_rating() returns trigger language plpgsql as $$
declare
  target text;
begin
  if tg_op = 'DELETE' then target := old.product_id; else target := new.product_id; end if;
  update products p
     set average_rating = coalesce((select round(avg(r.rating)::numeric, 1)::real from reviews r where r.product_id = target), 0),
         review_count = (select count(*)::int from reviews r where r.product_id = target)
   where p.id = target;
  if tg_op = 'UPDATE' and old.product_id <> new.product_id then
    update products p
       set average_rating = coalesce((select round(avg(r.rating)::numeric, 1)::real from reviews r where r.product_id = old.product_id), 0),
           review_count = (select count(*)::int from reviews r where r.product_id = old.product_id)
     where p.id = old.product_id;
  end if;
  return null;
end;
$$;
create trigger reviews_refresh_product_rating
  after insert or update or delete on reviews
  for each row execute function refresh_product_rating();
