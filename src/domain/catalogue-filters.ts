/**
 * The shop listing's filter state and its GET /product/list query. The query is the contract: arrays comma-joined, booleans as 'true'/'false'.
 */
import { isSortBy, type SortBy } from './filter-options.ts';
import { priceBandById } from './price-bands.ts';

export const SHOP_PAGE_SIZE = 12;
export const FIRST_PAGE = 1;

export type ProductFilters = {
  category?: string;
  productType?: string;
  brand?: string;
  priceMin?: number;
  priceMax?: number;
  color: string[];
  size: string[];
  material: string[];
  features: string[];
  inStock: boolean;
  showPreorder: boolean;
  sortBy: SortBy;
  search?: string;
};

export type ListingState = { filters: ProductFilters; page: number; limit: number };

/** In stock only, no pre-orders, newest first: what the listing and the home teaser request. */
export function defaultFilters(): ProductFilters {
  return { color: [], size: [], material: [], features: [], inStock: true, showPreorder: false, sortBy: 'newest' };
}

export function initialListing(limit: number = SHOP_PAGE_SIZE): ListingState {
  return { filters: defaultFilters(), page: FIRST_PAGE, limit };
}

/** Any filter change starts again at page 1: the old page may not exist in the new result. */
export function changeFilters(state: ListingState, patch: Partial<ProductFilters>): ListingState {
  return { ...state, filters: { ...state.filters, ...patch }, page: FIRST_PAGE };
}

/** Clear All restores the defaults (and page 1), keeping the page size. */
export function clearAllFilters(state: ListingState): ListingState {
  return initialListing(state.limit);
}

export function goToPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

/** Multi-choice filters (colours, sizes, materials, features): a second click removes. */
export function toggleChoice(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** The price band is a single choice: choosing one replaces both edges; null clears them. */
export function priceBandPatch(bandId: string | null): Pick<ProductFilters, 'priceMin' | 'priceMax'> {
  const band = priceBandById(bandId);
  return { priceMin: band?.priceMin, priceMax: band?.priceMax };
}

const TEXT_KEYS = ['category', 'productType', 'brand', 'search'] as const;
const NUMBER_KEYS = ['priceMin', 'priceMax'] as const;
const LIST_KEYS = ['color', 'size', 'material', 'features'] as const;

/** GET /product/list query: empty values left out, so the server applies no such filter. */
export function productListQuery(state: ListingState): Record<string, string> {
  const { filters } = state;
  const query: Record<string, string> = {};
  for (const key of TEXT_KEYS) {
    const value = filters[key]?.trim();
    if (value) query[key] = value;
  }
  for (const key of NUMBER_KEYS) {
    const value = filters[key];
    if (value != null) query[key] = String(value);
  }
  for (const key of LIST_KEYS) {
    if (filters[key].length > 0) query[key] = filters[key].join(',');
  }
  query.inStock = String(filters.inStock);
  query.showPreorder = String(filters.showPreorder);
  query.sortBy = filters.sortBy;
  query.page = String(state.page);
  query.limit = String(state.limit);
  return query;
}

export type RawQuery = Readonly<Record<string, string | undefined>>;

function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

function parseNumber(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return value?.trim() && Number.isFinite(parsed) ? parsed : undefined;
}

function parsePositiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : fallback;
}

function parseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The inverse of productListQuery, for the server: anything malformed falls back to the default. */
export function parseProductListQuery(query: RawQuery): ListingState {
  const defaults = defaultFilters();
  const filters: ProductFilters = {
    ...defaults,
    inStock: parseBoolean(query.inStock, defaults.inStock),
    showPreorder: parseBoolean(query.showPreorder, defaults.showPreorder),
    sortBy: isSortBy(query.sortBy) ? query.sortBy : defaults.sortBy,
  };
  for (const key of TEXT_KEYS) {
    const value = query[key]?.trim();
    if (value) filters[key] = value;
  }
  for (const key of NUMBER_KEYS) {
    const value = parseNumber(query[key]);
    if (value !== undefined) filters[key] = value;
  }
  for (const key of LIST_KEYS) filters[key] = parseList(query[key]);
  return {
    filters,
    page: parsePositiveInt(query.page, FIRST_PAGE),
    limit: parsePositiveInt(query.limit, SHOP_PAGE_SIZE),
  };
}
