-- Rows written within the same instant still have an order: the newest mailed link is the one
-- that works, and the oldest remaining address becomes the default.
alter table mail_outbox add column seq bigint generated always as identity;
alter table addresses add column seq bigint generated always as identity;
