import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { transition, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { initialListing } from '../../../src/domain/catalogue-filters.ts';
import { shopListingMachine } from '../../../src/machines/shop/shop-listing.machine.ts';
import { EMPTY_SEARCH, shopListingView } from '../../../src/machines/shop/shop-listing.view.ts';
import { backdrops, pagination, product } from './fixtures.ts';
import { emittedBy, offered } from './paths-support.ts';

type ListingEvent = EventFromLogic<typeof shopListingMachine>;
type ListingSnapshot = SnapshotFrom<typeof shopListingMachine>;

const found = { products: [product()], pagination: pagination() };
const none = { products: [], pagination: pagination({ totalProducts: 0, totalPages: 0 }) };

// The listing's own events, its children's reports and its requests' answers. The categories and
// brands regions are walked apart (they depend on nothing else), so the walk stays small; the
// search box's timer is walked in tests/machines/shared/shared.paths.test.ts, the box being a child.
const listingEvents = [
  { type: 'filters.change', patch: { showPreorder: true } },
  { type: 'filters.change', patch: { showPreorder: false } },
  { type: 'filters.clearAll' },
  { type: 'page.change', page: 2 },
  { type: 'listing.retry' },
  { type: 'drawer.open' },
  { type: 'drawer.close' },
  { type: 'search.submitted', text: 'lens' },
  { type: 'search.cleared' },
  { type: 'search.chosen', id: 'prod-7' },
  { type: 'xstate.done.actor.loadResults', output: found },
  { type: 'xstate.done.actor.loadResults', output: none },
  { type: 'xstate.error.actor.loadResults', error: { _tag: 'Unexpected', status: 500, message: 'Database unavailable' } },
  { type: 'xstate.done.actor.loadPreorders', output: found },
  { type: 'xstate.done.actor.loadPreorders', output: none },
  { type: 'xstate.error.actor.loadPreorders', error: new Error('down') },
] as unknown as ListingEvent[];

const sideEvents = [
  { type: 'xstate.done.actor.loadCategories', output: [backdrops] },
  { type: 'xstate.error.actor.loadCategories', error: new Error('down') },
  { type: 'xstate.done.actor.loadBrands', output: [{ name: 'Godox', productCount: 5 }] },
  { type: 'xstate.error.actor.loadBrands', error: new Error('down') },
] as unknown as ListingEvent[];

/** Every reachable state: a shortest path ends in each one. */
function snapshotsOf(events: ListingEvent[]): ListingSnapshot[] {
  return getShortestPaths(shopListingMachine, { events: offered(events), input: undefined }).map((path) => path.state as ListingSnapshot);
}

const main = snapshotsOf(listingEvents);
const regionStates = (snapshots: ListingSnapshot[], region: string) =>
  [...new Set(snapshots.map((snapshot) => (snapshot.value as Record<string, string>)[region]))].sort();

describe('shopListingMachine, every shortest path', () => {
  it('reaches every state of every region', () => {
    expect(main.length).toBeGreaterThan(40);
    expect(regionStates(main, 'results')).toEqual(['empty', 'error', 'loaded', 'loading']);
    expect(regionStates(main, 'preorders')).toEqual(['error', 'loaded', 'loading']);
    expect(regionStates(main, 'drawer')).toEqual(['closed', 'open']);
    const side = snapshotsOf(sideEvents);
    expect(regionStates(side, 'categories')).toEqual(['loaded', 'loading', 'unavailable']);
    expect(regionStates(side, 'brands')).toEqual(['loaded', 'loading', 'unavailable']);
  });

  it('keeps its invariants and a view that matches, whichever way a state was reached', () => {
    for (const snapshot of main) {
      expect(snapshot.status).toBe('active');
      const { products, preorders, errorMessage } = snapshot.context;
      const view = shopListingView(snapshot, EMPTY_SEARCH);
      expect(view.results).toBe((['loading', 'error', 'empty', 'loaded'] as const).find((state) => snapshot.matches({ results: state })));
      if (snapshot.matches({ results: 'loaded' })) expect(products.length).toBeGreaterThan(0);
      if (snapshot.matches({ results: 'empty' })) expect(products).toEqual([]);
      if (snapshot.matches({ results: 'error' })) expect(errorMessage).toBe('Database unavailable');
      expect(view.countText === '').toBe(snapshot.matches({ results: 'loading' }));
      // The pre-order section is always there: an error leaves it empty.
      expect(view.preorders).not.toBe('off');
      if (snapshot.matches({ preorders: 'error' })) expect(preorders).toEqual([]);
      expect(view.drawerOpen).toBe(snapshot.matches({ drawer: 'open' }));
    }
  });

  it('from every state, a change of the listing refetches at page 1 and writes the address bar; a chosen suggestion navigates', () => {
    for (const snapshot of main) {
      const [next, actions] = transition(shopListingMachine, snapshot, { type: 'search.submitted', text: 'softbox' });
      expect(next.matches({ results: 'loading' })).toBe(true);
      expect(next.context.listing).toMatchObject({ page: 1, filters: { search: 'softbox' } });
      expect(emittedBy(actions)).toEqual([{ type: 'navigate', to: expect.stringMatching(/^\/shop\?.*search=softbox/), replace: true }]);

      const [same, chosen] = transition(shopListingMachine, snapshot, { type: 'search.chosen', id: 'prod-7' });
      expect(same.value).toEqual(snapshot.value);
      expect(emittedBy(chosen)).toEqual([{ type: 'navigate', to: '/shop/prod-7' }]);

      const [cleared] = transition(shopListingMachine, snapshot, { type: 'filters.clearAll' });
      expect(cleared.context.listing).toEqual(initialListing());
    }
  });
});
