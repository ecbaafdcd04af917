import type { SnapshotFrom } from 'xstate';
import type { Brand, Category, ListingView, Pagination, Product, ProductFilters, shopListingMachine, Suggestion } from './shop-listing.machine.ts';
import { chosenBrand } from './shop-listing.machine.ts';

export type ResultsState = 'loading' | 'error' | 'empty' | 'loaded';
export type PreordersState = 'off' | 'loading' | 'error' | 'loaded';

export interface ShopListingViewModel {
  readonly results: ResultsState;
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
  readonly search: { readonly text: string; readonly suggestions: readonly Suggestion[]; readonly highlighted: number };
}

function stateOf<T extends string>(snapshot: SnapshotFrom<typeof shopListingMachine>, region: 'results' | 'preorders', states: readonly [T, ...T[]]): T {
  return states.find((state) => snapshot.matches({ [region]: state } as never)) ?? states[0];
}

function countText(total: number): string {
  return `${total} ${total === 1 ? 'product' : 'products'}`;
}

/** The shop page, ready to render. */
export function shopListingView(snapshot: SnapshotFrom<typeof shopListingMachine>): ShopListingViewModel {
  const { context } = snapshot;
  const results = stateOf<ResultsState>(snapshot, 'results', ['loading', 'error', 'empty', 'loaded']);
  const pagination: Pagination | null = context.pagination;
  const brand = context.listing.filters.brand;
  return {
    results,
    errorMessage: context.errorMessage,
    countText: results === 'loading' ? '' : countText(pagination?.totalProducts ?? 0),
    products: context.products,
    page: context.listing.page,
    totalPages: pagination?.totalPages ?? 0,
    preorders: stateOf<PreordersState>(snapshot, 'preorders', ['off', 'loading', 'error', 'loaded']),
    preorderProducts: context.preorders,
    filters: context.listing.filters,
    categories: context.categories,
    brands: context.brands,
    selectedBrand: brand ? (chosenBrand(context.brands, brand)?.name ?? brand) : null,
    layout: context.view,
    drawerOpen: snapshot.matches({ drawer: 'open' }),
    search: { text: context.searchText, suggestions: context.suggestions, highlighted: context.highlighted },
  };
}
