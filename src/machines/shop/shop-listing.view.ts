import type { SnapshotFrom } from 'xstate';
import type { Suggestion } from '../shared/search-with-suggestions.machine.ts';
import type { Brand, Category, ListingView, Pagination, Product, ProductFilters, shopListingMachine } from './shop-listing.machine.ts';
import { chosenBrand } from './shop-listing.rules.ts';

export type ResultsState = 'loading' | 'error' | 'empty' | 'loaded';
/** 'empty': loaded, and nothing is available for pre-order. */
export type PreordersState = 'off' | 'loading' | 'error' | 'empty' | 'loaded';

export interface ShopListingViewModel {
  readonly results: ResultsState;
  /** The grid's heading: what it lists. */
  readonly resultsTitle: string;
  readonly errorMessage: string;
  /** '12 products'; empty while loading. */
  readonly countText: string;
  readonly products: readonly Product[];
  readonly page: number;
  readonly totalPages: number;
  readonly preorders: PreordersState;
  readonly preorderProducts: readonly Product[];
  readonly filters: ProductFilters;
  readonly categories: readonly Category[];
  readonly brands: readonly Brand[];
  /** The brand option to show chosen: the offered brand the filter names, else the filter as typed (an old link). */
  readonly selectedBrand: string | null;
  readonly layout: ListingView;
  readonly drawerOpen: boolean;
  readonly search: SearchBoxView;
}

/** The search child's view (src/machines/shared/shared.view.ts searchView). */
export interface SearchBoxView {
  readonly text: string;
  readonly suggestions: readonly Suggestion[];
  /** The highlighted suggestion; -1 for none. */
  readonly highlighted: number;
}

/** The search box before its child has started. */
export const EMPTY_SEARCH: SearchBoxView = { text: '', suggestions: [], highlighted: -1 };

function stateOf<T extends string>(snapshot: SnapshotFrom<typeof shopListingMachine>, region: 'results' | 'preorders', states: readonly [T, ...T[]]): T {
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
  const preorders = stateOf<Exclude<PreordersState, 'empty'>>(snapshot, 'preorders', ['off', 'loading', 'error', 'loaded']);
  return {
    results,
    resultsTitle: context.listing.filters.inStock ? 'In stock' : 'All products',
    errorMessage: context.errorMessage,
    countText: results === 'loading' ? '' : countText(pagination?.totalProducts ?? 0),
    products: context.products,
    page: context.listing.page,
    totalPages: pagination?.totalPages ?? 0,
    preorders: preorders === 'loaded' && context.preorders.length === 0 ? 'empty' : preorders,
    preorderProducts: context.preorders,
    filters: context.listing.filters,
    categories: context.categories,
    brands: context.brands,
    selectedBrand: brand ? (chosenBrand(context.brands, brand)?.name ?? brand) : null,
    layout: context.view,
    drawerOpen: snapshot.matches({ drawer: 'open' }),
    search,
  };
}
