-- Captured Notes, the studio's blog.

create table blog_categories (
  id text primary key,
  name text not null unique,
  created_at timestamptz not null
);

-- `content` is stored already sanitized (server/blog/post-html.ts): nothing unsafe is ever kept.
create table blog_posts (
  id text primary key,
  slug text not null unique,
  title text not null,
  category_id text not null references blog_categories (id),
  tags text[] not null default '{}',
  featured_image text,
  content text not null,
  excerpt text not null,
  published_at timestamptz,
  created_at timestamptz not null,
  views integer not null default 0 check (views >= 0),
  author_name text not null,
  author_image text,
  author_role text not null,
  author_display_roles text[] not null default '{}',
  related_product_ids text[] not null default '{}',
  related_post_slugs text[] not null default '{}'
);
create index blog_posts_date_idx on blog_posts ((coalesce(published_at, created_at)) desc, id);

-- One row per viewer per post: a post's views count each viewer once (a customer by account,
-- a visitor by client address), so reloading or coming back never inflates the count.
create table blog_post_viewers (
  post_id text not null references blog_posts (id) on delete cascade,
  viewer text not null,
  viewed_at timestamptz not null,
  primary key (post_id, viewer)
);

-- The featured pictures, drawn at seed time (SVG) and served under /media/blog/{slug}.svg.
create table blog_images (
  slug text primary key,
  svg text not null
);
