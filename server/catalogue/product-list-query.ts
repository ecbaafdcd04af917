import type { ProductFilters } from '../../src/domain/catalogue-filters.ts';
import type { SortBy } from '../../src/domain/filter-options.ts';
import { BRAND_KEY } from './brand-repository.ts';
import { PRODUCT_COLUMNS, PRODUCT_DETAIL_COLUMNS } from './product-rows.ts';

const ORDER_BY: Record<SortBy, string> = {
  newest: 'p.created_at desc, p.id desc',
  price_low: 'p.final_price asc, p.id asc',
  // id desc as well, so the (final_price, id) index serves this order read backwards.
  price_high: 'p.final_price desc, p.id desc',
  popular: 'p.popularity desc, p.id asc',
  rating: 'p.average_rating desc, p.review_count desc, p.id asc',
};

// Every column ORDER_BY reads.
const SORT_KEYS = 'p.id, p.created_at, p.final_price, p.popularity, p.average_rating, p.review_count';

/** Builds a parameterised WHERE clause one condition at a time. */
class Conditions {
  readonly params: unknown[] = [];
  readonly #parts: string[] = [];

  /** Adds a condition; each `$?` in it takes the next of `values` as its placeholder. */
  add(sql: string, ...values: unknown[]): void {
    let next = 0;
    this.#parts.push(
      sql.replace(/\$\?/g, () => {
        this.params.push(values[next++]);
        return `$${this.params.length}`;
      }),
    );
  }

  addRaw(sql: string): void {
    this.#parts.push(sql);
  }

  toSql(): string {
    return this.#parts.length === 0 ? '' : `where ${this.#parts.join(' and ')}`;
  }
}

/** The shopper's words, lower-cased and de-duplicated, at most eight (a search box, not an essay). */
export function searchWords(search: string): string[] {
  const words = search
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  return [...new Set(words)].slice(0, 8);
}

/**
 * A listing's filters as the database reads them: the category filter (a slug or id, which
 * includes the sub-categories) already turned into the ids it lists (category-scope.ts). Given
 * the ids, the planner counts a category's rows by its index; through a subquery it could not
 * tell how many there were, and read the whole table (2.3 ms against 0.65 ms over 10,000 products).
 */
export type ListingFilters = Omit<ProductFilters, 'category'> & { readonly category?: never; readonly categoryIds?: readonly string[] };

/**
 * The filter set as SQL, so the database does the filtering, the fuzzy search and the count.
 * Price edges follow the domain's priceInRange: priceMin ≤ finalPrice < priceMax.
 */
export function productListWhere(filters: ListingFilters): { where: string; params: unknown[] } {
  const conditions = new Conditions();
  // An archived product has left the shop: no listing, search or count finds it.
  conditions.addRaw('p.archived_at is null');
  if (filters.categoryIds) conditions.add('p.category_id = any($?::text[])', filters.categoryIds);
  if (filters.productType) conditions.add('p.product_type = $?', filters.productType.toLowerCase());
  // Any case, spaces around ignored: the names GET /product/brands lists match their products.
  if (filters.brand) conditions.add(`${BRAND_KEY} = lower(btrim($?))`, filters.brand);
  if (filters.priceMin != null) conditions.add('p.final_price >= $?', filters.priceMin);
  if (filters.priceMax != null) conditions.add('p.final_price < $?', filters.priceMax);
  if (filters.color.length > 0) conditions.add('p.colors && $?::text[]', filters.color);
  if (filters.size.length > 0) conditions.add('p.sizes && $?::text[]', filters.size);
  if (filters.material.length > 0) conditions.add('p.materials && $?::text[]', filters.material);
  if (filters.features.length > 0) conditions.add('p.features && $?::text[]', filters.features);
  const availability = availabilityCondition(filters.inStock, filters.showPreorder);
  if (availability) conditions.addRaw(availability);
  const words = searchWords(filters.search ?? '');
  if (words.length > 0) {
    // Every word the shopper typed must match a word of the title or description: similar
    // enough (pg_trgm `%`, threshold 0.4 per session, so typos pass) or its beginning. The
    // matches are gathered first and the products read by id: as a semi-join the planner read
    // every product to meet them (a search for "flash" over 10,000 products: 9.3 ms against 2.8).
    conditions.add(
      `p.id = any(array(select psw.product_id
                  from unnest($?::text[]) as q(term)
                  join search_vocabulary v on v.word % q.term or v.word like q.term || '%'
                  join product_search_words psw on psw.word = v.word
                 group by psw.product_id
                having count(distinct q.term) = $?))`,
      words,
      words.length,
    );
  }
  return { where: conditions.toSql(), params: conditions.params };
}

/**
 * inStock and showPreorder together choose what is listed: the in-stock grid asks for
 * inStock only, the pre-order section for showPreorder only, both flags give both, and neither
 * lists everything (sold-out products included).
 */
function availabilityCondition(inStock: boolean, showPreorder: boolean): string | null {
  if (inStock && showPreorder) return '(p.stock > 0 or p.preorder_allowed)';
  if (inStock) return 'p.stock > 0';
  if (showPreorder) return '(p.stock <= 0 and p.preorder_allowed)';
  return null;
}

/**
 * One page: the products are picked and ordered on their own (so the sort index can stop at the
 * limit), then joined to their categories.
 */
export function productListSql(filters: ListingFilters, page: number, limit: number): { sql: string; params: unknown[] } {
  const { where, params } = productListWhere(filters);
  const sql = `select ${PRODUCT_COLUMNS}
    from (select p.* from products p ${where} order by ${ORDER_BY[filters.sortBy]} limit ${Number(limit)} offset ${Number((page - 1) * limit)}) p
    join categories c on c.id = p.category_id
    order by ${ORDER_BY[filters.sortBy]}`;
  return { sql, params };
}

/**
 * One page with everything a listing shows of its products and, unless `countMatches` is false
 * (the count of this filter set is known already), the number of matches, in one statement (one
 * wait on the database): the page as productListSql picks it, the details as PRODUCT_DETAIL_COLUMNS, the
 * total as productCountSql counts it. A page past the last has no row to carry the total (ask the
 * count then). Searches read theirs with productSearchPageSql, details and total included.
 */
export function productPageSql(
  filters: ListingFilters,
  page: number,
  limit: number,
  { countMatches }: { countMatches: boolean },
): { sql: string; params: unknown[] } {
  if (searchWords(filters.search ?? '').length > 0) return productSearchPageSql(filters, page, limit);
  const { where, params } = productListWhere(filters);
  const total = countMatches ? `, (select count(*)::int from products p ${where}) as total` : '';
  const sql = `select ${PRODUCT_COLUMNS}, ${PRODUCT_DETAIL_COLUMNS}${total}
    from (select p.* from products p ${where} order by ${ORDER_BY[filters.sortBy]} limit ${Number(limit)} offset ${Number((page - 1) * limit)}) p
    join categories c on c.id = p.category_id
    order by ${ORDER_BY[filters.sortBy]}`;
  return { sql, params };
}

export function productCountSql(filters: ListingFilters): { sql: string; params: unknown[] } {
  const { where, params } = productListWhere(filters);
  return { sql: `select count(*)::int as total from products p ${where}`, params };
}

/**
 * A search's page, its products' details (PRODUCT_DETAIL_COLUMNS) and its total in one statement. EXPLAIN ANALYZE showed the fuzzy match (the
 * vocabulary, the words' products, the grouping) costing most of a search, and the separate page
 * and count queries each paid it; here the matches are found once and both read them. Only for
 * searches: without one, the page query stops early on a sort index, which a shared set of
 * matches would prevent. A page past the last has no row to carry the total (ask the count then).
 */
export function productSearchPageSql(filters: ListingFilters, page: number, limit: number): { sql: string; params: unknown[] } {
  const { where, params } = productListWhere(filters);
  // The matches keep only the sort keys: a common typo matches over a thousand products, and
  // carrying whole rows through the sort cost more than reading the page's twelve again.
  const sql = `with matches as materialized (select ${SORT_KEYS} from products p ${where}),
    page as (select p.id from matches p order by ${ORDER_BY[filters.sortBy]} limit ${Number(limit)} offset ${Number((page - 1) * limit)})
    select ${PRODUCT_COLUMNS}, ${PRODUCT_DETAIL_COLUMNS}, (select count(*)::int from matches) as total
    from page
    join products p on p.id = page.id
    join categories c on c.id = p.category_id
    order by ${ORDER_BY[filters.sortBy]}`;
  return { sql, params };
}
