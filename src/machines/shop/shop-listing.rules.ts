import type { components } from '../../api/schema.gen.ts';
import { initialListing, productListQuery, type ListingState } from '../../domain/catalogue-filters.ts';

type Brand = components['schemas']['Brand'];

/** The GET /product/list query on the wire (domain productListQuery): texts only. */
export type WireQuery = Readonly<Record<string, string>>;

// The shop listing's rules over its filters, used by its machine and its view, never by the UI.

/**
 * The grid asks for what the filters say: by default in stock only; 'Show pre-order items' adds
 * the pre-orders to its pages (the section above shows only their first page).
 */
export function gridQuery(listing: ListingState): WireQuery {
  return productListQuery(listing);
}

/** What the grid lists, as its heading says it. */
export function gridTitle(filters: Pick<ListingState['filters'], 'inStock' | 'showPreorder'>): string {
  if (filters.inStock && filters.showPreorder) return 'In stock and pre-order';
  if (filters.inStock) return 'In stock';
  if (filters.showPreorder) return 'Pre-order items';
  return 'All products';
}

/** The pre-order section, always shown: the same filters, only out-of-stock products that allow pre-order, first page. */
export function preorderQuery(listing: ListingState): WireQuery {
  return productListQuery({ ...listing, page: 1, filters: { ...listing.filters, inStock: false, showPreorder: true } });
}

/**
 * The offered brand the filter has chosen, if any. The server matches brands in any case, so a
 * brand typed into the address bar in another case still marks its option.
 */
export function chosenBrand(brands: readonly Brand[], brand: string | undefined): Brand | undefined {
  const wanted = brand?.trim().toLowerCase();
  return wanted ? brands.find((offered) => offered.name.toLowerCase() === wanted) : undefined;
}

/** The query that differs from the defaults, for the address bar (an untouched shop is plain /shop). */
export function urlQuery(listing: ListingState): WireQuery {
  // The defaults have the listing's own page size: the limit never differs, and stays out of the address.
  const defaults = productListQuery(initialListing(listing.limit));
  const query = productListQuery(listing);
  return Object.fromEntries(Object.entries(query).filter(([key, value]) => defaults[key] !== value));
}

/** The shop's address for a listing: the filters in the query (the address bar keeps them). */
export function shopAddress(listing: ListingState): string {
  const params = new URLSearchParams({ ...urlQuery(listing) }).toString();
  return params ? `/shop?${params}` : '/shop';
}

/** A product's own page, where a chosen search suggestion leads. */
export function productAddress(productId: string): string {
  return `/shop/${productId}`;
}
