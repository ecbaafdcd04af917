import type { SnapshotFrom } from 'xstate';
import { pageWindow, type PageItem } from '../../domain/pagination.ts';
import { priceBandForRange } from '../../domain/price-bands.ts';
import type { Suggestion } from '../shared/search-with-suggestions.machine.ts';
import type { Brand, Category, ListingView, Pagination, Product, ProductFilters, shopListingMachine } from './shop-listing.machine.ts';
import { chosenBrand, gridTitle } from './shop-listing.rules.ts';

export type ResultsState = 'loading' | 'error' | 'empty' | 'loaded';
/** 'empty': loaded, and nothing is available for pre-order. */
export type PreordersState = 'loading' | 'error' | 'empty' | 'loaded';

export interface ShopListingViewModel {
  readonly results: ResultsState;
  /** The grid's heading: what it lists. */
  readonly resultsTitle: string;
  readonly errorMessage: string;
  /** '12 products'; empty while loading. */
  readonly countText: string;
  readonly products: readonly Product[];
  /** The page numbers under the grid; null for a single page. */
  readonly pages: PagesView | null;
  readonly preorders: PreordersState;
  readonly preorderProducts: readonly Product[];
  readonly filters: ProductFilters;
  readonly categories: readonly Category[];
  readonly brands: readonly Brand[];
  /** The brand option to show chosen: the offered brand the filter names, else the filter as typed (an old link). */
  readonly selectedBrand: string | null;
  /** The price band option to show chosen: the band the price range is, if any. */
  readonly selectedPriceBand: string | null;
  readonly layout: ListingView;
  readonly drawerOpen: boolean;
  readonly search: SearchBoxView;
}

/** Numbered pages: first, last, the current one and one either side, with ellipses. */
export interface PagesView {
  readonly items: readonly PageItem[];
  readonly current: number;
  /** The page Previous and Next go to; null where they are disabled. */
  readonly previous: number | null;
  readonly next: number | null;
}

function pagesOf(current: number, totalPages: number): PagesView | null {
  if (totalPages <= 1) return null;
  return {
    items: pageWindow(current, totalPages),
    current,
    previous: current > 1 ? current - 1 : null,
    next: current < totalPages ? current + 1 : null,
  };
}

/** The search child's view (src/machines/shared/search-with-suggestions.view.ts). */
export interface SearchBoxView {
  readonly text: string;
  readonly suggestions: readonly Suggestion[];
  /** The highlighted suggestion; -1 for none. */
  readonly highlighted: number;
}

/** The search box before its child has started. */
export const EMPTY_SEARCH: SearchBoxView = { text: '', suggestions: [], highlighted: -1 };

function stateOf<T extends string>(
  snapshot: SnapshotFrom<typeof shopListingMachine>,
  region: 'results' | 'preorders',
  states: readonly [T, ...T[]],
): T {
  return states.find((state) => snapshot.matches({ [region]: state } as never)) ?? states[0];
}

function countText(total: number): string {
  return `${total} ${total === 1 ? 'product' : 'products'}`;
}

/** The shop page, ready to render, with its search box as the search child shows it. */
export function shopListingView(snapshot: SnapshotFrom<typeof shopListingMachine>, search: SearchBoxView): ShopListingViewModel {
  const { context } = snapshot;
  const results = stateOf<ResultsState>(snapshot, 'results', ['loading', 'error', 'empty', 'loaded']);
  const pagination: Pagination | null = context.pagination;
  const brand = context.listing.filters.brand;
  const preorders = stateOf<Exclude<PreordersState, 'empty'>>(snapshot, 'preorders', ['loading', 'error', 'loaded']);
  return {
    results,
    resultsTitle: gridTitle(context.listing.filters),
    errorMessage: context.errorMessage,
    countText: results === 'loading' ? '' : countText(pagination?.totalProducts ?? 0),
    products: context.products,
    pages: pagesOf(context.listing.page, pagination?.totalPages ?? 0),
    preorders: preorders === 'loaded' && context.preorders.length === 0 ? 'empty' : preorders,
    preorderProducts: context.preorders,
    filters: context.listing.filters,
    categories: context.categories,
    brands: context.brands,
    selectedBrand: brand ? (chosenBrand(context.brands, brand)?.name ?? brand) : null,
    selectedPriceBand: priceBandForRange(context.listing.filters.priceMin, context.listing.filters.priceMax)?.id ?? null,
    layout: context.view,
    drawerOpen: snapshot.matches({ drawer: 'open' }),
    search,
  };
}
