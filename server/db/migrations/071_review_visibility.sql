-- The studio hides an abusive review with a reason (and may show it again). A hidden review leaves
-- the product's page, its average rating and its review count; the row stays for the record.
alter table reviews add column hidden_at timestamptz;
alter table reviews add column hidden_reason text;
create index reviews_created_idx on reviews (created_at desc, id desc);

create or replace function refresh_product_rating() returns trigger language plpgsql as $$
declare
  target text;
begin
  if tg_op = 'DELETE' then target := old.product_id; else target := new.product_id; end if;
  update products p
     set average_rating = coalesce((select round(avg(r.rating)::numeric, 1)::real from reviews r
                                     where r.product_id = target and r.hidden_at is null), 0),
         review_count = (select count(*)::int from reviews r where r.product_id = target and r.hidden_at is null)
   where p.id = target;
  if tg_op = 'UPDATE' and old.product_id <> new.product_id then
    update products p
       set average_rating = coalesce((select round(avg(r.rating)::numeric, 1)::real from reviews r
                                       where r.product_id = old.product_id and r.hidden_at is null), 0),
           review_count = (select count(*)::int from reviews r where r.product_id = old.product_id and r.hidden_at is null)
     where p.id = old.product_id;
  end if;
  return null;
end;
$$;
