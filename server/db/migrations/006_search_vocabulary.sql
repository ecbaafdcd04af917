-- Fuzzy search through a vocabulary: the distinct words of every product's title and description.
-- Comparing the shopper's words with a few hundred distinct words (trigram index) is fast, where
-- comparing them with the full text of every product is not. Triggers keep both tables right.

create table search_vocabulary (
  word text primary key
);
create index search_vocabulary_trgm_idx on search_vocabulary using gin (word gin_trgm_ops);

create table product_search_words (
  word text not null,
  product_id text not null references products (id) on delete cascade,
  primary key (word, product_id)
);
create index product_search_words_product_idx on product_search_words (product_id);

create function product_words(title text, description text) returns setof text language sql immutable as $$
  select distinct w from regexp_split_to_table(lower(title || ' ' || description), '[^a-z0-9]+') as w where w <> ''
$$;

create function index_product_words() returns trigger language plpgsql as $$
begin
  delete from product_search_words where product_id = new.id;
  insert into search_vocabulary (word) select product_words(new.title, new.description) on conflict do nothing;
  insert into product_search_words (word, product_id) select w, new.id from product_words(new.title, new.description) as w;
  return null;
end;
$$;
create trigger products_index_words
  after insert or update of title, description on products
  for each row execute function index_product_words();

insert into search_vocabulary (word) select distinct product_words(title, description) from products on conflict do nothing;
insert into product_search_words (word, product_id) select distinct w, p.id from products p, product_words(p.title, p.description) as w;

drop index products_search_trgm_idx;

-- Indexes that match the sort orders exactly, so a page is read in order and stops at its limit.
drop index products_created_idx;
create index products_newest_idx on products (created_at desc, id desc);
