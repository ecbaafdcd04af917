import { assign, emit, fromPromise, raise, sendTo, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import {
  changeFilters,
  clearAllFilters,
  goToPage,
  initialListing,
  priceBandPatch,
  toggleChoice,
  type ListingState,
  type ProductFilters,
} from '../../domain/catalogue-filters.ts';
import { topLevelCategories, type SortBy } from '../../domain/filter-options.ts';
import type { AppEffect, EffectReport } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { searchWithSuggestionsMachine, type SearchEvent, type SearchOutcome } from '../shared/search-with-suggestions.machine.ts';
import { gridQuery, preorderQuery, productAddress, shopAddress, type WireQuery } from './shop-listing.rules.ts';
import { unprovided } from '../unprovided.ts';

export type Product = components['schemas']['Product'];
export type Category = components['schemas']['Category'];
export type Brand = components['schemas']['Brand'];
export type Pagination = components['schemas']['Pagination'];
export type { ListingState, ProductFilters } from '../../domain/catalogue-filters.ts';
export type { WireQuery } from './shop-listing.rules.ts';
export type { Suggestion } from '../shared/search-with-suggestions.machine.ts';

/** One page of products as GET /product/list answers it. */
export interface ProductPageResult {
  readonly products: readonly Product[];
  readonly pagination: Pagination;
}

export type ListingView = 'grid' | 'list';
export type ChoiceFilter = 'color' | 'size' | 'material' | 'features';

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
  /** The search box's events, handed to the 'search' child. */
  | SearchEvent
  | { type: 'drawer.open' }
  | { type: 'drawer.close' }
  | { type: 'listing.changed' };

/** What the page may send: everything but the machine's own events and its children's reports. */
export type ShopListingPageEvent = Exclude<ShopListingEvent, { type: 'listing.changed' } | { type: 'search.reset' }>;

const withListing = (listing: ListingState) => ({ listing });

/**
 * The shop listing (/shop): filters (defaults in stock, no pre-orders, newest), page reset on
 * any change, Clear All, sort, grid/list view, pages, the pre-order section and the filter drawer
 * of small screens. The search box is the shared search machine, a child ('search') that hears the
 * search events and reports a submitted text, a cleared box or a chosen suggestion. Every request
 * goes through the injected `loadProducts` / `loadCategories` / `loadBrands`; the address bar is a
 * replacing `navigate` effect, the page scroll an injected action.
 */
export const shopListingMachine = setup({
  types: {
    context: {} as ShopListingContext,
    events: {} as ShopListingEvent | SearchOutcome | EffectReport,
    emitted: {} as AppEffect,
    input: {} as { listing?: ListingState; session?: AnyActorRef | null } | undefined,
    children: {} as { search: 'search' },
  },
  actors: {
    loadProducts: fromPromise<ProductPageResult, { query: WireQuery }>(() => unprovided('loadProducts')),
    loadCategories: fromPromise<readonly Category[]>(() => unprovided('loadCategories')),
    loadBrands: fromPromise<readonly Brand[]>(() => unprovided('loadBrands')),
    loadCategory: fromPromise<Category, { slug: string }>(() => unprovided('loadCategory')),
    search: searchWithSuggestionsMachine,
  },
  actions: {
    /** A new page of results starts at the top (a browser effect: the live machine provides it). */
    scrollToTop: () => {},
  },
  guards: {
    hasProducts: (_, params: { result: ProductPageResult }) => params.result.products.length > 0,
    noCategoryChosen: ({ context }) => !context.listing.filters.category,
    // The answer still names the chosen category (the shopper has not chosen another meanwhile) by its slug.
    namedBySlug: (_, params: { chosen: string | undefined; category: Category }) =>
      params.chosen === params.category.slug && params.category.slug !== params.category._id,
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
    view: 'grid',
  }),
  // The search box lives as long as the page, starting from the search in the address bar.
  invoke: { id: 'search', src: 'search', input: ({ context }) => ({ text: context.listing.filters.search ?? '' }) },
  // Every change of filters, sort, search or page raises 'listing.changed', which the regions
  // that depend on the listing hear.
  on: {
    'filters.change': {
      actions: [
        assign(({ context, event }) => withListing(changeFilters(context.listing, event.patch))),
        raise({ type: 'listing.changed' }),
      ],
    },
    'filters.toggleChoice': {
      actions: [
        assign(({ context, event }) =>
          withListing(changeFilters(context.listing, { [event.filter]: toggleChoice(context.listing.filters[event.filter], event.value) })),
        ),
        raise({ type: 'listing.changed' }),
      ],
    },
    'filters.priceBand': {
      actions: [
        assign(({ context, event }) => withListing(changeFilters(context.listing, priceBandPatch(event.bandId)))),
        raise({ type: 'listing.changed' }),
      ],
    },
    'filters.clearAll': {
      actions: [
        assign(({ context }) => withListing(clearAllFilters(context.listing))),
        sendTo('search', { type: 'search.reset' }),
        raise({ type: 'listing.changed' }),
      ],
    },
    'sort.change': {
      actions: [
        assign(({ context, event }) => withListing(changeFilters(context.listing, { sortBy: event.sortBy }))),
        raise({ type: 'listing.changed' }),
      ],
    },
    'page.change': {
      actions: [
        assign(({ context, event }) => withListing(goToPage(context.listing, event.page))),
        raise({ type: 'listing.changed' }),
        'scrollToTop',
      ],
    },
    'view.change': { actions: assign({ view: ({ event }) => event.view }) },
    'search.input': { actions: sendTo('search', ({ event }) => event) },
    'search.submit': { actions: sendTo('search', ({ event }) => event) },
    'search.clear': { actions: sendTo('search', ({ event }) => event) },
    'suggestions.move': { actions: sendTo('search', ({ event }) => event) },
    'suggestions.close': { actions: sendTo('search', ({ event }) => event) },
    'suggestions.choose': { actions: sendTo('search', ({ event }) => event) },
    // What the search child reports: a search filters the grid (page 1); a suggestion opens its product.
    'search.submitted': {
      actions: [
        assign(({ context, event }) => withListing(changeFilters(context.listing, { search: event.text || undefined }))),
        raise({ type: 'listing.changed' }),
      ],
    },
    'search.cleared': {
      actions: [
        assign(({ context }) => withListing(changeFilters(context.listing, { search: undefined }))),
        raise({ type: 'listing.changed' }),
      ],
    },
    'search.chosen': { actions: emit(({ event }) => ({ type: 'navigate' as const, to: productAddress(event.id) })) },
    'app.effect': { actions: emit(({ event }) => event.effect) },
  },
  states: {
    results: {
      initial: 'loading',
      on: {
        // Refetch, and record the change in the address bar.
        'listing.changed': {
          target: '.loading',
          actions: emit(({ context }) => ({ type: 'navigate' as const, to: shopAddress(context.listing), replace: true })),
        },
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
    // The pre-order section is always on the page, whatever 'Show pre-order items' says: it
    // lists what can be pre-ordered under the other filters (its empty text says none can).
    preorders: {
      initial: 'loading',
      on: { 'listing.changed': '.loading' },
      states: {
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
            id: 'loadCategories',
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
            id: 'loadBrands',
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
    // A link may name the category by its slug (/shop?category=backdrops, as the home page's do):
    // GET /category/{slug} gives its id, which the filter panel offers, and the address keeps.
    // The products are the same either way (the server takes both), so nothing reloads.
    categoryLink: {
      initial: 'resolving',
      states: {
        resolving: {
          always: { guard: 'noCategoryChosen', target: 'done' },
          invoke: {
            src: 'loadCategory',
            // Started only with a category chosen: without one, 'resolving' is left at once (the always above).
            input: ({ context }) => ({ slug: context.listing.filters.category as string }),
            onDone: [
              {
                guard: {
                  type: 'namedBySlug',
                  params: ({ context, event }) => ({ chosen: context.listing.filters.category, category: event.output }),
                },
                target: 'done',
                actions: [
                  assign(({ context, event }) => ({
                    listing: { ...context.listing, filters: { ...context.listing.filters, category: event.output._id } },
                  })),
                  emit(({ context }) => ({ type: 'navigate' as const, to: shopAddress(context.listing), replace: true })),
                ],
              },
              { target: 'done' },
            ],
            onError: 'done',
          },
          on: { 'listing.changed': 'done' },
        },
        done: {},
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
