import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { initialListing, parseProductListQuery } from '../../../src/domain/catalogue-filters.ts';
import { LISTING_ERROR_FALLBACK } from '../../../src/machines/shop/shop-listing.machine.ts';
import { chosenBrand, urlQuery } from '../../../src/machines/shop/shop-listing.rules.ts';
import { backdrops, numbered, pagination, product } from './fixtures.ts';
import { brands, gridQueries, onePage, startListing as start } from './listing-support.ts';

describe('shopListingMachine', () => {
  it('turns a category named by its slug in the address into its id (GET /category/{slug}), keeping the products it found', async () => {
    const listing = { ...initialListing(), filters: { ...initialListing().filters, category: 'backdrops' } };
    const { actor, log, queries } = start({ listing, category: async (slug) => ({ ...backdrops, slug }) });
    await waitFor(actor, (s) => s.matches({ categoryLink: 'done' }) && s.matches({ results: 'loaded' }));
    expect(actor.getSnapshot().context.listing.filters.category).toBe(backdrops._id);
    expect(log).toEqual([`url category=${backdrops._id}`]);
    expect(queries).toHaveLength(1);
  });

  it('leaves a category id, an unknown category and no category as they are', async () => {
    for (const category of [backdrops._id, 'no-such-category', undefined]) {
      const listing = { ...initialListing(), filters: { ...initialListing().filters, category } };
      const { actor, log } = start({
        listing,
        category: async (slug) =>
          slug === backdrops._id ? backdrops : Promise.reject({ _tag: 'NotFound', message: 'Category not found' }),
      });
      await waitFor(actor, (s) => s.matches({ categoryLink: 'done' }));
      expect(actor.getSnapshot().context.listing.filters.category).toBe(category);
      expect(log).toEqual([]);
    }
  });

  it('leaves a category whose slug is its id as it is: nothing to resolve, the address stays', async () => {
    const own = { ...backdrops, _id: 'backdrops', slug: 'backdrops' };
    const listing = { ...initialListing(), filters: { ...initialListing().filters, category: 'backdrops' } };
    const { actor, log } = start({ listing, category: async () => own });
    await waitFor(actor, (s) => s.matches({ categoryLink: 'done' }) && s.matches({ results: 'loaded' }));
    expect(actor.getSnapshot().context.listing.filters.category).toBe('backdrops');
    expect(log).toEqual([]);
  });

  it('loads the first page with the default filters: in stock, no pre-orders, newest, 12 a page', async () => {
    const { actor, queries, preorderQueries } = start();
    expect(actor.getSnapshot().matches({ results: 'loading' })).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches({ results: 'loaded' }));
    expect(queries[0]).toEqual({ inStock: 'true', showPreorder: 'false', sortBy: 'newest', page: '1', limit: '12' });
    expect(snapshot.context.products).toEqual([product()]);
    expect(snapshot.context.pagination?.totalProducts).toBe(1);
    // The pre-order section loads too, without 'Show pre-order items' ticked.
    expect(preorderQueries).toEqual([{ inStock: 'false', showPreorder: 'true', sortBy: 'newest', page: '1', limit: '12' }]);
  });

  it('offers only top-level categories', async () => {
    const { actor } = start();
    const snapshot = await waitFor(actor, (s) => s.matches({ categories: 'loaded' }));
    expect(snapshot.context.categories.map((category) => category.title)).toEqual(['Backdrops', 'Lighting']);
  });

  it('still lists products when the categories fail', async () => {
    const { actor } = start({ categories: () => Promise.reject(new Error('down')) });
    const snapshot = await waitFor(actor, (s) => s.matches({ categories: 'unavailable' }) && s.matches({ results: 'loaded' }));
    expect(snapshot.context.categories).toEqual([]);
  });

  it('loads the brands once, beside the categories', async () => {
    const { actor, brandLoads } = start();
    const snapshot = await waitFor(
      actor,
      (s) => s.matches({ brands: 'loaded' }) && s.matches({ categories: 'loaded' }) && s.matches({ results: 'loaded' }),
    );
    expect(snapshot.context.brands).toEqual(brands);
    actor.send({ type: 'filters.change', patch: { brand: 'Godox' } });
    await waitFor(actor, (s) => s.matches({ results: 'loaded' }));
    expect(brandLoads.count).toBe(1);
  });

  it('still lists products, and offers no brands, when the brands fail', async () => {
    const { actor, queries } = start({ brands: () => Promise.reject({ _tag: 'Unexpected', status: 500, message: 'down' }) });
    const snapshot = await waitFor(actor, (s) => s.matches({ brands: 'unavailable' }) && s.matches({ results: 'loaded' }));
    expect(snapshot.context.brands).toEqual([]);
    expect(snapshot.context.products).toEqual([product()]);
    expect(gridQueries(queries)).toHaveLength(1);
  });

  it('takes one brand at a time, back to page 1, into the query and the address bar; All brands removes it', async () => {
    const { actor, queries, log } = start({
      products: async () => ({ products: numbered(12), pagination: pagination({ totalPages: 3, totalProducts: 30 }) }),
    });
    await waitFor(actor, (s) => s.matches({ results: 'loaded' }));
    actor.send({ type: 'page.change', page: 2 });
    await waitFor(actor, (s) => s.matches({ results: 'loaded' }));

    actor.send({ type: 'filters.change', patch: { brand: 'Neewer' } });
    actor.send({ type: 'filters.change', patch: { brand: 'Godox' } });
    await waitFor(actor, (s) => s.matches({ results: 'loaded' }));
    expect(queries.at(-1)).toEqual({ brand: 'Godox', inStock: 'true', showPreorder: 'false', sortBy: 'newest', page: '1', limit: '12' });
    expect(log.at(-1)).toBe('url brand=Godox');

    actor.send({ type: 'filters.change', patch: { brand: undefined } });
    await waitFor(actor, (s) => s.matches({ results: 'loaded' }));
    expect(queries.at(-1)?.brand).toBeUndefined();
    expect(log.at(-1)).toBe('url ');
  });

  it('starts from a brand in the address bar, and Clear All removes it', async () => {
    const fromUrl = parseProductListQuery({ brand: 'Studio Lagos', page: '2' });
    const { actor, queries } = start({ listing: fromUrl });
    await waitFor(actor, (s) => s.matches({ results: 'loaded' }));
    expect(queries[0]).toMatchObject({ brand: 'Studio Lagos', page: '2' });
    // The address bar gets back what it gave.
    expect(urlQuery(fromUrl)).toEqual({ brand: 'Studio Lagos', page: '2' });
    expect(parseProductListQuery(urlQuery(fromUrl))).toEqual(fromUrl);

    actor.send({ type: 'filters.clearAll' });
    await waitFor(actor, (s) => s.matches({ results: 'loaded' }));
    expect(actor.getSnapshot().context.listing.filters.brand).toBeUndefined();
    expect(queries.at(-1)).toEqual({ inStock: 'true', showPreorder: 'false', sortBy: 'newest', page: '1', limit: '12' });
  });

  it('finds the chosen brand among the offered ones in any case', () => {
    expect(chosenBrand(brands, 'Godox')).toEqual({ name: 'Godox', productCount: 5 });
    expect(chosenBrand(brands, ' neewer ')).toEqual({ name: 'Neewer', productCount: 3 });
    expect(chosenBrand(brands, 'Canon')).toBeUndefined();
    expect(chosenBrand(brands, undefined)).toBeUndefined();
    expect(chosenBrand(brands, '')).toBeUndefined();
  });

  it('is empty when no product matches', async () => {
    const { actor } = start({ products: async () => ({ products: [], pagination: pagination({ totalProducts: 0, totalPages: 0 }) }) });
    const snapshot = await waitFor(actor, (s) => s.matches({ results: 'empty' }));
    expect(snapshot.context.products).toEqual([]);
  });

  it('shows the server message on failure, and retries', async () => {
    let calls = 0;
    const { actor } = start({
      products: async (query) => {
        // The pre-order section answers; only the grid fails.
        if (query.showPreorder === 'true') return onePage;
        calls += 1;
        if (calls === 1) throw { _tag: 'Unexpected', status: 500, message: 'Database unavailable' };
        return onePage;
      },
    });
    const failed = await waitFor(actor, (s) => s.matches({ results: 'error' }));
    expect(failed.context.errorMessage).toBe('Database unavailable');
    actor.send({ type: 'listing.retry' });
    await waitFor(actor, (s) => s.matches({ results: 'loaded' }));
    expect(calls).toBe(2);
  });

  it('falls back to its own text when the network is down', async () => {
    const { actor } = start({ products: () => Promise.reject({ _tag: 'Network', cause: new Error('offline') }) });
    const failed = await waitFor(actor, (s) => s.matches({ results: 'error' }));
    expect(failed.context.errorMessage).toBe(LISTING_ERROR_FALLBACK);
  });

  it('resets to page 1 on any filter change and writes the change to the address bar', async () => {
    const { actor, queries, log } = start({
      products: async () => ({ products: numbered(12), pagination: pagination({ totalPages: 3, totalProducts: 30 }) }),
    });
    await waitFor(actor, (s) => s.matches({ results: 'loaded' }));
    actor.send({ type: 'page.change', page: 3 });
    await waitFor(actor, (s) => s.matches({ results: 'loaded' }));
    expect(queries.at(-1)?.page).toBe('3');
    expect(log).toEqual(['scroll', 'url page=3']);

    actor.send({ type: 'filters.toggleChoice', filter: 'color', value: 'Black' });
    actor.send({ type: 'filters.toggleChoice', filter: 'color', value: 'Gray' });
    await waitFor(actor, (s) => s.matches({ results: 'loaded' }));
    expect(queries.at(-1)).toMatchObject({ color: 'Black,Gray', page: '1' });
    expect(log.at(-1)).toBe('url color=Black%2CGray');
    // The first colour's request was cancelled by the second change.
    expect(actor.getSnapshot().context.listing.filters.color).toEqual(['Black', 'Gray']);
  });

  it('takes one price band at a time, a category, and sorts', async () => {
    const { actor, queries } = start();
    await waitFor(actor, (s) => s.matches({ results: 'loaded' }));
    actor.send({ type: 'filters.priceBand', bandId: '10000-50000' });
    actor.send({ type: 'filters.priceBand', bandId: 'above-500000' });
    actor.send({ type: 'filters.change', patch: { category: 'cat-lighting' } });
    actor.send({ type: 'sort.change', sortBy: 'price_low' });
    await waitFor(actor, (s) => s.matches({ results: 'loaded' }));
    expect(queries.at(-1)).toEqual({
      category: 'cat-lighting',
      priceMin: '500000',
      inStock: 'true',
      showPreorder: 'false',
      sortBy: 'price_low',
      page: '1',
      limit: '12',
    });
  });

  it('Clear All restores the defaults, search included', async () => {
    const { actor, queries } = start({
      listing: { ...initialListing(), filters: { ...initialListing().filters, search: 'muslin', size: ['M'] }, page: 2 },
    });
    await waitFor(actor, (s) => s.matches({ results: 'loaded' }));
    expect(queries[0]).toMatchObject({ search: 'muslin', size: 'M', page: '2' });
    actor.send({ type: 'filters.clearAll' });
    await waitFor(actor, (s) => s.matches({ results: 'loaded' }));
    expect(actor.getSnapshot().context.listing).toEqual(initialListing());
    expect(queries.at(-1)).toEqual({ inStock: 'true', showPreorder: 'false', sortBy: 'newest', page: '1', limit: '12' });
  });

  it('loads the pre-order section from the start, with the other filters; Show pre-order items adds them to the grid', async () => {
    const preorder = product({ _id: 'prod-pre', stock: 0 });
    const { actor, queries, preorderQueries } = start({
      products: async (query) =>
        query.inStock === 'false' && query.showPreorder === 'true' ? { products: [preorder], pagination: pagination() } : onePage,
    });
    const first = await waitFor(actor, (s) => s.matches({ preorders: 'loaded' }) && s.matches({ results: 'loaded' }));
    expect(first.context.preorders).toEqual([preorder]);
    expect(gridQueries(queries).at(-1)).toEqual({ inStock: 'true', showPreorder: 'false', sortBy: 'newest', page: '1', limit: '12' });

    actor.send({ type: 'filters.change', patch: { brand: 'Godox' } });
    await waitFor(actor, (s) => s.matches({ preorders: 'loaded' }) && s.matches({ results: 'loaded' }));
    expect(preorderQueries.at(-1)).toEqual({
      brand: 'Godox',
      inStock: 'false',
      showPreorder: 'true',
      sortBy: 'newest',
      page: '1',
      limit: '12',
    });

    actor.send({ type: 'filters.change', patch: { showPreorder: true } });
    const both = await waitFor(actor, (s) => s.matches({ preorders: 'loaded' }) && s.matches({ results: 'loaded' }));
    expect(queries.at(-1)).toEqual({ brand: 'Godox', inStock: 'true', showPreorder: 'true', sortBy: 'newest', page: '1', limit: '12' });
    expect(both.context.preorders).toEqual([preorder]);
  });

  it('switches between grid and list without refetching', async () => {
    const { actor, queries } = start();
    await waitFor(actor, (s) => s.matches({ results: 'loaded' }));
    actor.send({ type: 'view.change', view: 'list' });
    expect(actor.getSnapshot().context.view).toBe('list');
    expect(queries).toHaveLength(1);
  });

  it('opens and closes the filter drawer (its modal locks the page, not the machine)', () => {
    const { actor, log } = start();
    actor.send({ type: 'drawer.open' });
    expect(actor.getSnapshot().matches({ drawer: 'open' })).toBe(true);
    actor.send({ type: 'drawer.close' });
    expect(actor.getSnapshot().matches({ drawer: 'closed' })).toBe(true);
    expect(log).toEqual([]);
  });

  it('writes only what differs from the defaults to the address bar', () => {
    const listing = initialListing();
    expect(urlQuery(listing)).toEqual({});
    expect(
      urlQuery({ ...listing, page: 2, filters: { ...listing.filters, inStock: false, sortBy: 'rating', features: ['Foldable'] } }),
    ).toEqual({
      features: 'Foldable',
      inStock: 'false',
      sortBy: 'rating',
      page: '2',
    });
  });
});
