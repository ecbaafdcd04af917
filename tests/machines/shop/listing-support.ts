import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Suggestion } from '../../../src/machines/shared/search-with-suggestions.machine.ts';
import { searchWithSuggestionsMachine } from '../../../src/machines/shared/search-with-suggestions.machine.ts';
import {
  shopListingMachine,
  type Brand,
  type Category,
  type ListingState,
  type ProductPageResult,
  type WireQuery,
} from '../../../src/machines/shop/shop-listing.machine.ts';
import { backdrops, lighting, muslin, pagination, product } from './fixtures.ts';

export interface ListingFakes {
  products?: (query: WireQuery) => Promise<ProductPageResult>;
  categories?: () => Promise<readonly Category[]>;
  brands?: () => Promise<readonly Brand[]>;
  /** GET /category/{slug}; by default every category is unknown (404). */
  category?: (slug: string) => Promise<Category>;
  suggest?: (text: string) => Promise<readonly Suggestion[]>;
  listing?: ListingState;
}

export const brands: readonly Brand[] = [
  { name: 'Godox', productCount: 5 },
  { name: 'Neewer', productCount: 3 },
];

export const onePage: ProductPageResult = { products: [product()], pagination: pagination() };

/**
 * Starts the shop listing with fake requests. `log` records the scroll and the address bar (a
 * replacing navigation to /shop with the query, asserted here); `navigations` every other one.
 */
export function startListing(fakes: ListingFakes = {}) {
  // The grid's queries, and apart from them the pre-order section's (always out of stock with
  // pre-order allowed, page 1), which loads beside the grid on every change.
  const queries: WireQuery[] = [];
  const preorderQueries: WireQuery[] = [];
  const suggestCalls: string[] = [];
  const log: string[] = [];
  const navigations: string[] = [];
  const brandLoads = { count: 0 };
  const machine = shopListingMachine.provide({
    actors: {
      loadProducts: fromPromise(async ({ input }) => {
        (isPreorderSectionQuery(input.query) ? preorderQueries : queries).push(input.query);
        return (fakes.products ?? (async () => onePage))(input.query);
      }),
      loadCategories: fromPromise(fakes.categories ?? (async () => [backdrops, muslin, lighting])),
      loadCategory: fromPromise(async ({ input }) =>
        (fakes.category ?? (() => Promise.reject({ _tag: 'NotFound', message: 'Category not found' })))(input.slug),
      ),
      loadBrands: fromPromise(async () => {
        brandLoads.count += 1;
        return (fakes.brands ?? (async () => brands))();
      }),
      search: searchWithSuggestionsMachine.provide({
        actors: {
          suggest: fromPromise(async ({ input }) => {
            suggestCalls.push(input.text);
            return (fakes.suggest ?? (async () => []))(input.text);
          }),
        },
      }),
    },
    actions: {
      scrollToTop: () => log.push('scroll'),
    },
  });
  const actor = createActor(machine, { input: fakes.listing ? { listing: fakes.listing } : undefined });
  actor.on('navigate', (effect) => {
    if (!effect.replace) {
      navigations.push(effect.to);
      return;
    }
    expect(effect.to.startsWith('/shop')).toBe(true);
    log.push(`url ${effect.to.split('?')[1] ?? ''}`);
  });
  actor.start();
  return { actor, queries, preorderQueries, suggestCalls, log, navigations, brandLoads };
}

function isPreorderSectionQuery(query: WireQuery): boolean {
  return query.inStock === 'false' && query.showPreorder === 'true' && query.page === '1';
}

export const gridQueries = (queries: WireQuery[]) => queries.filter((query) => query.showPreorder === 'false' && query.limit === '12');
