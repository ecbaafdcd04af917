-- One product view per customer per product per day (Lagos time): the day is recorded and a
-- second view on the same day is not stored, so repeated calls cannot push a product up the
-- popularity sort. Views recorded before this have no day and stay as they are (NULLs never
-- collide in a unique index).
alter table product_views add column viewed_on date;
create unique index product_views_once_a_day_idx on product_views (user_id, product_id, viewed_on);
