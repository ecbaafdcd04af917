-- Pictures the studio uploads to the galleries. An uploaded picture's files live in file storage:
-- the upload itself under `gallery-uploads/{id}` until its renditions are made, then the watermarked
-- renditions `gallery/{id}-wm-{width}.{jpg,webp}` and the full picture `gallery/{id}-full.jpg`
-- (the seeded pictures keep theirs in gallery_media).
alter table gallery_images add column uploaded boolean not null default false;
-- processing: the renditions are being made; failed: they could not be (problem says why).
alter table gallery_images add column state text not null default 'ready' check (state in ('processing', 'ready', 'failed'));
alter table gallery_images add column problem text;
alter table gallery_images add column published boolean not null default true;
-- The gallery's order: the studio's reorder numbers every picture from 1; a new picture has 0, so it
-- comes first, the newest first among those.
alter table gallery_images add column position integer not null default 0;
