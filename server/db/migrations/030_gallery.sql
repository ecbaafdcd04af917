-- The portfolio: gallery images of two types, their picture files, likes, downloads and the
-- customers' personal collections.

create table gallery_images (
  id text primary key,
  -- Insertion order: lists show the newest first and page through a stable order.
  seq bigserial not null unique,
  gallery_type text not null check (gallery_type in ('humanstories', 'productshowcase')),
  title text not null,
  description text not null,
  category_name text not null,
  category_title text not null,
  photographer text not null,
  -- A showcase image of a shop product: its price and 'Add to Cart' come from the product.
  product_id text references products (id) on delete set null,
  -- Addresses of further pictures of the same subject (a showcase item's other views). The
  -- image's own renditions are the gallery_media keys '{id}-wm-{width}.{jpg,webp}' and '{id}-full.jpg'.
  related_images text[] not null default '{}',
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  download_count integer not null default 0 check (download_count >= 0),
  created_at timestamptz not null
);
create index gallery_images_type_idx on gallery_images (gallery_type, seq desc);

-- Picture files, made at seed time. Watermarked renditions are public (/media/gallery/{key});
-- the full picture is not, and only the download call serves it.
create table gallery_media (
  key text primary key,
  content_type text not null,
  is_public boolean not null,
  data bytea not null
);

-- One like per customer and image; counts are always counted from these rows, so they cannot drift.
create table gallery_likes (
  image_id text not null references gallery_images (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  created_at timestamptz not null,
  primary key (image_id, user_id)
);
create index gallery_likes_user_idx on gallery_likes (user_id);

create table collections (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  name text not null check (length(btrim(name)) > 0),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index collections_user_idx on collections (user_id, created_at desc);

create table collection_images (
  collection_id text not null references collections (id) on delete cascade,
  image_id text not null references gallery_images (id) on delete cascade,
  -- Order of adding: the last image is the cover.
  seq bigserial not null,
  added_at timestamptz not null,
  primary key (collection_id, image_id)
);
