-- Stock can never go below zero: orders take units with a conditional decrement, and the database
-- now refuses a negative stock from any path (a bug, a hand-made update) as well. A row that is
-- already negative (only possible by hand) is counted as sold out first, so the constraint applies.
update products set stock = 0 where stock < 0;
update product_variants set stock = 0 where stock < 0;
alter table products add constraint products_stock_not_negative check (stock >= 0);
alter table product_variants add constraint product_variants_stock_not_negative check (stock >= 0);
