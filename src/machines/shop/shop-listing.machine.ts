import { assign, emit, fromPromise, raise, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import {
  changeFilters,
  clearAllFilters,
  goToPage,
  initialListing,
  priceBandPatch,
  productListQuery,
  toggleChoice,
  type ListingState,
  type ProductFilters,
} from '../../domain/catalogue-filters.ts';
import { topLevelCategories, type SortBy } from '../../domain/filter-options.ts';
import { productTitle } from '../../domain/product-page.ts';
import { mainImage } from '../../domain/variants.ts';
import { wrapIndex } from '../../domain/wrap-index.ts';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';

export type Product = components['schemas']['Product'];
export type Category = components['schemas']['Category'];
export type Brand = components['schemas']['Brand'];
export type Pagination = components['schemas']['Pagination'];
export type { ListingState, ProductFilters } from '../../domain/catalogue-filters.ts';

/** One page of products as GET /product/list answers it. */
export interface ProductPageResult {
  readonly products: readonly Product[];
  readonly pagination: Pagination;
}

/** The GET /product/list query on the wire (domain productListQuery): texts only. */
export type WireQuery = Readonly<Record<string, string>>;

/** What a search suggestion shows (shop spec §2): id, name, image and category. */
export interface Suggestion {
  readonly id: string;
  readonly name: string;
  readonly image: string | null;
  readonly category: string;
}

export type ListingView = 'grid' | 'list';
export type ChoiceFilter = 'color' | 'size' | 'material' | 'features';

/** Typing waits this long before suggestions are fetched. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Suggestions start at this many characters. */
export const SUGGESTION_MIN_LENGTH = 2;
export const SUGGESTION_LIMIT = 5;
/** The fallback under 'Oops! Something went wrong' when the server gave no message. */
export const LISTING_ERROR_FALLBACK = 'We could not load the products. Please try again.';

interface ShopListingContext {
  readonly listing: ListingState;
  readonly products: readonly Product[];
  readonly pagination: Pagination | null;
  readonly errorMessage: string;
  readonly preorders: readonly Product[];
  readonly categories: readonly Category[];
  /** The brands the brand filter offers (GET /product/brands); empty when they could not be loaded. */
  readonly brands: readonly Brand[];
  readonly searchText: string;
  readonly suggestions: readonly Suggestion[];
  /** The suggestion the arrow keys point at; -1 for none. */
  readonly highlighted: number;
  readonly view: ListingView;
}

export type ShopListingEvent =
  | { type: 'filters.change'; patch: Partial<ProductFilters> }
  | { type: 'filters.toggleChoice'; filter: ChoiceFilter; value: string }
  | { type: 'filters.priceBand'; bandId: string | null }
  | { type: 'filters.clearAll' }
  | { type: 'sort.change'; sortBy: SortBy }
  | { type: 'page.change'; page: number }
  | { type: 'view.change'; view: ListingView }
  | { type: 'listing.retry' }
  | { type: 'search.input'; text: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  | { type: 'suggestions.move'; by: 1 | -1 }
  | { type: 'suggestions.close' }
  | { type: 'drawer.open' }
  | { type: 'drawer.close' }
  | { type: 'listing.changed' };

/** The grid never lists pre-orders: they have their own section, shown while showPreorder is on. */
export function gridQuery(listing: ListingState): WireQuery {
  return productListQuery({ ...listing, filters: { ...listing.filters, showPreorder: false } });
}

/** The pre-order section: the same filters, only out-of-stock products that allow pre-order, first page. */
export function preorderQuery(listing: ListingState): WireQuery {
  return productListQuery({ ...listing, page: 1, filters: { ...listing.filters, inStock: false, showPreorder: true } });
}

export function suggestionQuery(text: string): WireQuery {
  return { search: text.trim(), limit: String(SUGGESTION_LIMIT) };
}

export function toSuggestion(product: Product): Suggestion {
  return {
    id: product._id,
    name: productTitle(product),
    image: mainImage(product) ?? null,
    category: product.category?.title ?? '',
  };
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
  const defaults = productListQuery(initialListing(listing.limit));
  const query = productListQuery(listing);
  return Object.fromEntries(Object.entries(query).filter(([key, value]) => key !== 'limit' && defaults[key] !== value));
}

/** The shop's address for a listing: the filters in the query (the address bar keeps them). */
function shopAddress(listing: ListingState): string {
  const params = new URLSearchParams({ ...urlQuery(listing) }).toString();
  return params ? `/shop?${params}` : '/shop';
}

const withListing = (listing: ListingState) => ({ listing });

/**
 * The shop listing (/shop): filters (defaults in stock, no pre-orders, newest), page reset on
 * any change, Clear All, sort, grid/list view, pages, debounced search with suggestions, the
 * pre-order section and the filter drawer of small screens. Every request goes through the
 * injected `loadProducts` / `loadCategories` / `loadBrands`; the address bar and the page scroll
 * are injected actions.
 */
export const shopListingMachine = setup({
  types: {
    context: {} as ShopListingContext,
    events: {} as ShopListingEvent,
    emitted: {} as AppEffect,
    input: {} as { listing?: ListingState; session?: AnyActorRef | null } | undefined,
  },
  actors: {
    loadProducts: fromPromise<ProductPageResult, { query: WireQuery }>(() =>
      Promise.reject(new Error('loadProducts is not provided')),
    ),
    loadCategories: fromPromise<readonly Category[]>(() => Promise.reject(new Error('loadCategories is not provided'))),
    loadBrands: fromPromise<readonly Brand[]>(() => Promise.reject(new Error('loadBrands is not provided'))),
  },
  actions: {
    /** A new page of results starts at the top (a browser effect: the live machine provides it). */
    scrollToTop: () => {},
  },
  guards: {
    hasProducts: (_, params: { result: ProductPageResult }) => params.result.products.length > 0,
    showsPreorders: ({ context }) => context.listing.filters.showPreorder,
    suggestsFor: (_, params: { text: string }) => params.text.trim().length >= SUGGESTION_MIN_LENGTH,
  },
}).createMachine({
  id: 'shopListing',
  type: 'parallel',
  context: ({ input }) => ({
    listing: input?.listing ?? initialListing(),
    products: [],
    pagination: null,
    errorMessage: '',
    preorders: [],
    categories: [],
    brands: [],
    searchText: input?.listing?.filters.search ?? '',
    suggestions: [],
    highlighted: -1,
    view: 'grid',
  }),
  // Every change of filters, sort, search or page raises 'listing.changed', which the regions
  // that depend on the listing hear.
  on: {
    'filters.change': { actions: [assign(({ context, event }) => withListing(changeFilters(context.listing, event.patch))), raise({ type: 'listing.changed' })] },
    'filters.toggleChoice': {
      actions: [
        assign(({ context, event }) =>
          withListing(changeFilters(context.listing, { [event.filter]: toggleChoice(context.listing.filters[event.filter], event.value) })),
        ),
        raise({ type: 'listing.changed' }),
      ],
    },
    'filters.priceBand': {
      actions: [assign(({ context, event }) => withListing(changeFilters(context.listing, priceBandPatch(event.bandId)))), raise({ type: 'listing.changed' })],
    },
    'filters.clearAll': {
      actions: [assign(({ context }) => ({ ...withListing(clearAllFilters(context.listing)), searchText: '', suggestions: [], highlighted: -1 })), raise({ type: 'listing.changed' })],
    },
    'sort.change': {
      actions: [assign(({ context, event }) => withListing(changeFilters(context.listing, { sortBy: event.sortBy }))), raise({ type: 'listing.changed' })],
    },
    'page.change': {
      actions: [assign(({ context, event }) => withListing(goToPage(context.listing, event.page))), raise({ type: 'listing.changed' }), 'scrollToTop'],
    },
    'view.change': { actions: assign({ view: ({ event }) => event.view }) },
  },
  states: {
    results: {
      initial: 'loading',
      on: {
        // Refetch, and record the change in the address bar.
        'listing.changed': { target: '.loading', actions: emit(({ context }) => ({ type: 'navigate' as const, to: shopAddress(context.listing), replace: true })) },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadResults',
            src: 'loadProducts',
            input: ({ context }) => ({ query: gridQuery(context.listing) }),
            onDone: [
              {
                guard: { type: 'hasProducts', params: ({ event }) => ({ result: event.output }) },
                target: 'loaded',
                actions: assign({ products: ({ event }) => event.output.products, pagination: ({ event }) => event.output.pagination }),
              },
              { target: 'empty', actions: assign({ products: [], pagination: ({ event }) => event.output.pagination }) },
            ],
            onError: {
              target: 'error',
              actions: assign({ errorMessage: ({ event }) => failureMessage(event.error, LISTING_ERROR_FALLBACK) }),
            },
          },
        },
        loaded: {},
        empty: {},
        error: {
          on: { 'listing.retry': 'loading' },
        },
      },
    },
    preorders: {
      initial: 'deciding',
      on: { 'listing.changed': '.deciding' },
      states: {
        deciding: {
          always: [{ guard: 'showsPreorders', target: 'loading' }, { target: 'off', actions: assign({ preorders: [] }) }],
        },
        off: {},
        loading: {
          invoke: {
            id: 'loadPreorders',
            src: 'loadProducts',
            input: ({ context }) => ({ query: preorderQuery(context.listing) }),
            onDone: { target: 'loaded', actions: assign({ preorders: ({ event }) => event.output.products }) },
            onError: { target: 'error', actions: assign({ preorders: [] }) },
          },
        },
        loaded: {},
        error: {
          on: { 'listing.retry': 'loading' },
        },
      },
    },
    categories: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadCategories',
            onDone: { target: 'loaded', actions: assign({ categories: ({ event }) => topLevelCategories(event.output) }) },
            // The panel simply offers no categories; the products still load.
            onError: 'unavailable',
          },
        },
        loaded: {},
        unavailable: {},
      },
    },
    brands: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadBrands',
            onDone: { target: 'loaded', actions: assign({ brands: ({ event }) => event.output }) },
            // Like the categories: the brand group is simply not offered, the products still load.
            onError: 'unavailable',
          },
        },
        loaded: {},
        unavailable: {},
      },
    },
    search: {
      initial: 'idle',
      on: {
        'search.input': [
          {
            guard: { type: 'suggestsFor', params: ({ event }) => ({ text: event.text }) },
            target: '.debouncing',
            actions: assign({ searchText: ({ event }) => event.text, highlighted: -1 }),
          },
          { target: '.idle', actions: assign({ searchText: ({ event }) => event.text, suggestions: [], highlighted: -1 }) },
        ],
        'search.submit': {
          target: '.idle',
          actions: [
            assign(({ context }) => ({
              ...withListing(changeFilters(context.listing, { search: context.searchText.trim() || undefined })),
              suggestions: [],
              highlighted: -1,
            })),
            raise({ type: 'listing.changed' }),
          ],
        },
        'search.clear': {
          target: '.idle',
          actions: [
            assign(({ context }) => ({
              ...withListing(changeFilters(context.listing, { search: undefined })),
              searchText: '',
              suggestions: [],
              highlighted: -1,
            })),
            raise({ type: 'listing.changed' }),
          ],
        },
        'suggestions.close': { target: '.idle', actions: assign({ suggestions: [], highlighted: -1 }) },
        'suggestions.move': {
          actions: assign({
            highlighted: ({ context, event }) =>
              context.suggestions.length === 0 ? -1 : wrapIndex(context.highlighted + event.by, context.suggestions.length),
          }),
        },
      },
      states: {
        idle: {},
        debouncing: {
          after: { [SEARCH_DEBOUNCE_MS]: 'fetching' },
        },
        fetching: {
          invoke: {
            id: 'loadSuggestions',
            src: 'loadProducts',
            input: ({ context }) => ({ query: suggestionQuery(context.searchText) }),
            onDone: {
              target: 'idle',
              actions: assign({ suggestions: ({ event }) => event.output.products.slice(0, SUGGESTION_LIMIT).map(toSuggestion) }),
            },
            // Suggestions are a convenience: without them the search box still works.
            onError: { target: 'idle', actions: assign({ suggestions: [] }) },
          },
        },
      },
    },
    drawer: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'drawer.open': 'open' },
        },
        open: {
          on: { 'drawer.close': 'closed' },
        },
      },
    },
  },
});
