-- An order of digital products alone needs no delivery: no shipping method, no address.
alter table orders alter column shipping_method drop not null;
alter table orders alter column shipping_address drop not null;
