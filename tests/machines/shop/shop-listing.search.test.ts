import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialListing } from '../../../src/domain/catalogue-filters.ts';
import { SEARCH_DEBOUNCE_MS, type Suggestion } from '../../../src/machines/shared/search-with-suggestions.machine.ts';
import { searchView } from '../../../src/machines/shared/search-with-suggestions.view.ts';
import { gridQueries, startListing } from './listing-support.ts';

const suggestion = (n: number): Suggestion => ({ id: `prod-${n}`, name: `Product ${n}`, image: null, category: 'Lighting' });
const six = [1, 2, 3, 4, 5, 6].map(suggestion);

type Started = ReturnType<typeof startListing>;
const box = ({ actor }: Started) => {
  const child = actor.getSnapshot().children.search;
  if (!child) throw new Error('the search child is not running');
  return searchView(child.getSnapshot());
};
const loaded = (started: Started) => vi.waitFor(() => expect(started.actor.getSnapshot().matches({ results: 'loaded' })).toBe(true));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// The search box is the shared search machine (tested in tests/machines/shared); here, how the
// listing hands it the box's events and what the listing does with what it reports.
describe('shopListingMachine search', () => {
  it('starts the box from the search in the address bar', () => {
    const started = startListing({ listing: { ...initialListing(), filters: { ...initialListing().filters, search: 'muslin' } } });
    expect(box(started)).toEqual({ text: 'muslin', suggestions: [], highlighted: -1 });
  });

  it('hands typing to the box: 300 ms after two characters, five suggestions; the grid is not filtered', async () => {
    const started = startListing({ suggest: async () => six });
    await loaded(started);
    started.actor.send({ type: 'search.input', text: 'm' });
    started.actor.send({ type: 'search.input', text: 'mu' });
    started.actor.send({ type: 'search.input', text: 'mus' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(started.suggestCalls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started.suggestCalls).toEqual(['mus']);
    expect(box(started)).toEqual({ text: 'mus', suggestions: six.slice(0, 5), highlighted: -1 });
    expect(started.actor.getSnapshot().context.listing.filters.search).toBeUndefined();
    expect(gridQueries(started.queries)).toHaveLength(1);
  });

  it('hands the arrows and closing to the box: the highlight wraps', async () => {
    const started = startListing({ suggest: async () => six.slice(0, 2) });
    started.actor.send({ type: 'search.input', text: 'pro' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    started.actor.send({ type: 'suggestions.move', by: 1 });
    started.actor.send({ type: 'suggestions.move', by: 1 });
    expect(box(started).highlighted).toBe(1);
    started.actor.send({ type: 'suggestions.move', by: 1 });
    expect(box(started).highlighted).toBe(0);
    started.actor.send({ type: 'suggestions.move', by: -1 });
    expect(box(started).highlighted).toBe(1);
    started.actor.send({ type: 'suggestions.close' });
    expect(box(started)).toEqual({ text: 'pro', suggestions: [], highlighted: -1 });
  });

  it('applies a submitted search to the grid (trimmed, page 1, in the address bar) and clears it', async () => {
    const started = startListing();
    await loaded(started);
    started.actor.send({ type: 'page.change', page: 2 });
    started.actor.send({ type: 'search.input', text: '  softbox ' });
    started.actor.send({ type: 'search.submit' });
    await loaded(started);
    expect(started.actor.getSnapshot().context.listing).toMatchObject({ page: 1, filters: { search: 'softbox' } });
    expect(gridQueries(started.queries).at(-1)).toMatchObject({ search: 'softbox', page: '1' });
    expect(started.log.at(-1)).toBe('url search=softbox');

    started.actor.send({ type: 'search.clear' });
    await loaded(started);
    expect(gridQueries(started.queries).at(-1)?.search).toBeUndefined();
    expect(started.log.at(-1)).toBe('url ');
    expect(box(started).text).toBe('');
  });

  it('submitting an empty box lists everything', async () => {
    const started = startListing({ listing: { ...initialListing(), filters: { ...initialListing().filters, search: 'lens' } } });
    await loaded(started);
    started.actor.send({ type: 'search.input', text: '   ' });
    started.actor.send({ type: 'search.submit' });
    await loaded(started);
    expect(started.actor.getSnapshot().context.listing.filters.search).toBeUndefined();
  });

  it('opens a chosen suggestion: a navigation to its product page, the list closed, the grid untouched', async () => {
    const started = startListing({ suggest: async () => six });
    await loaded(started);
    started.actor.send({ type: 'search.input', text: 'mus' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    started.actor.send({ type: 'suggestions.choose', id: 'prod-2' });
    expect(started.navigations).toEqual(['/shop/prod-2']);
    expect(box(started).suggestions).toEqual([]);
    expect(started.actor.getSnapshot().context.listing.filters.search).toBeUndefined();
    expect(started.log).toEqual([]);
  });

  it('Clear All empties the box without a search of its own', async () => {
    const started = startListing({ listing: { ...initialListing(), filters: { ...initialListing().filters, search: 'muslin' } } });
    await loaded(started);
    started.actor.send({ type: 'filters.clearAll' });
    await loaded(started);
    expect(box(started).text).toBe('');
    expect(started.log).toEqual(['url ']);
    expect(gridQueries(started.queries)).toHaveLength(2);
  });
});
