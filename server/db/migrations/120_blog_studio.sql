-- The studio writes Captured Notes: drafts, posts scheduled for a time, and who wrote them.
-- A post is public when it is not a draft and its publishing time (published, else created) has come;
-- a post whose published_at is still ahead is scheduled. Seeded posts are all published.
alter table blog_posts add column draft boolean not null default false;
-- The staff member who wrote the post: the author block reads their profile while they exist.
alter table blog_posts add column author_id text references users (id) on delete set null;
alter table blog_posts add column updated_at timestamptz;
update blog_posts set updated_at = coalesce(published_at, created_at);
alter table blog_posts alter column updated_at set not null;
create index blog_posts_studio_idx on blog_posts (updated_at desc, id);

-- Pictures uploaded for posts (inline and featured): their renditions live in the media storage.
create table blog_pictures (
  id text primary key,
  width integer not null,
  height integer not null,
  created_at timestamptz not null,
  uploaded_by text references users (id) on delete set null
);
