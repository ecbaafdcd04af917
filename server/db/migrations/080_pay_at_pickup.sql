-- An order paid at the studio on collection (payment_method pay_at_pickup) is confirmed unpaid and
-- holds its stock until this instant; null for every other order. The sweep cancels those not
-- collected by then.
alter table orders add column pickup_hold_until timestamptz;
create index orders_pickup_hold_until on orders (pickup_hold_until) where pickup_hold_until is not null;
