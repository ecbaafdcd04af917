import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { initialListing } from '../../../src/domain/catalogue-filters.ts';
import { EMPTY_SEARCH, shopListingView } from '../../../src/machines/shop/shop-listing.view.ts';
import { numbered, pagination, product } from './fixtures.ts';
import { startListing } from './listing-support.ts';

const withFilters = (filters: Partial<ReturnType<typeof initialListing>['filters']>, page = 1) => ({
  ...initialListing(),
  page,
  filters: { ...initialListing().filters, ...filters },
});

async function viewOf(...args: Parameters<typeof startListing>) {
  const { actor } = startListing(...args);
  const snapshot = await waitFor(
    actor,
    (s) => !s.matches({ results: 'loading' }) && !s.matches({ preorders: 'loading' }) && s.matches({ brands: 'loaded' }),
  );
  return shopListingView(snapshot, EMPTY_SEARCH);
}

describe('shopListingView', () => {
  it('says nothing of the count while loading, then the count in words; the grid is titled by the stock filter', async () => {
    const { actor } = startListing();
    expect(shopListingView(actor.getSnapshot(), EMPTY_SEARCH)).toMatchObject({
      results: 'loading',
      countText: '',
      resultsTitle: 'In stock',
      pages: null,
    });
    expect(await viewOf()).toMatchObject({ results: 'loaded', countText: '1 product' });
    expect(
      await viewOf({
        listing: withFilters({ inStock: false }),
        products: async () => ({ products: numbered(2), pagination: pagination({ totalProducts: 2 }) }),
      }),
    ).toMatchObject({
      countText: '2 products',
      resultsTitle: 'All products',
    });
  });

  it('shows the whole page while everything loads: the default filters, nothing listed, no count', () => {
    const { actor } = startListing();
    expect(shopListingView(actor.getSnapshot(), EMPTY_SEARCH)).toEqual({
      results: 'loading',
      resultsTitle: 'In stock',
      errorMessage: '',
      countText: '',
      products: [],
      pages: null,
      preorders: 'loading',
      preorderProducts: [],
      filters: initialListing().filters,
      categories: [],
      brands: [],
      selectedBrand: null,
      selectedPriceBand: null,
      layout: 'grid',
      drawerOpen: false,
      search: EMPTY_SEARCH,
    });
  });

  it('tells a pre-order section that failed to load from an empty one, the grid loaded beside it', async () => {
    const products = async (query: Record<string, string>) =>
      query.showPreorder === 'true' ? Promise.reject(new Error('offline')) : { products: [product()], pagination: pagination() };
    expect(await viewOf({ products })).toMatchObject({ results: 'loaded', preorders: 'error', preorderProducts: [] });
  });

  it('numbers the pages around the current one, with Previous and Next where they lead somewhere', async () => {
    const products = async () => ({ products: numbered(12), pagination: pagination({ totalPages: 9, totalProducts: 100 }) });
    expect(await viewOf({ products })).toMatchObject({ pages: { items: [1, 2, 'ellipsis', 9], current: 1, previous: null, next: 2 } });
    expect(await viewOf({ products, listing: withFilters({}, 5) })).toMatchObject({
      pages: { items: [1, 'ellipsis', 4, 5, 6, 'ellipsis', 9], previous: 4, next: 6 },
    });
    expect(await viewOf({ products, listing: withFilters({}, 9) })).toMatchObject({ pages: { current: 9, previous: 8, next: null } });
  });

  it('marks the price band the range is, and the offered brand in its own case (else the brand as typed)', async () => {
    expect(await viewOf({ listing: withFilters({ priceMin: 10000, priceMax: 50000, brand: 'godox' }) })).toMatchObject({
      selectedPriceBand: '10000-50000',
      selectedBrand: 'Godox',
    });
    expect(await viewOf({ listing: withFilters({ priceMin: 12345, brand: 'Canon' }) })).toMatchObject({
      selectedPriceBand: null,
      selectedBrand: 'Canon',
    });
    expect(await viewOf()).toMatchObject({ selectedPriceBand: null, selectedBrand: null });
  });

  it('tells an empty pre-order section from one with products', async () => {
    const preorder = product({ _id: 'prod-pre', stock: 0 });
    const answer = (found: boolean) => async (query: Record<string, string>) =>
      query.showPreorder === 'true'
        ? { products: found ? [preorder] : [], pagination: pagination() }
        : { products: [product()], pagination: pagination() };
    expect(await viewOf({ products: answer(false) })).toMatchObject({ preorders: 'empty', preorderProducts: [] });
    expect(await viewOf({ products: answer(true) })).toMatchObject({ preorders: 'loaded', preorderProducts: [preorder] });
    expect(await viewOf({ listing: withFilters({ showPreorder: true }), products: answer(true) })).toMatchObject({
      preorders: 'loaded',
      preorderProducts: [preorder],
    });
  });

  it('names what the grid lists', async () => {
    expect(await viewOf()).toMatchObject({ resultsTitle: 'In stock' });
    expect(await viewOf({ listing: withFilters({ showPreorder: true }) })).toMatchObject({ resultsTitle: 'In stock and pre-order' });
    expect(await viewOf({ listing: withFilters({ inStock: false, showPreorder: true }) })).toMatchObject({
      resultsTitle: 'Pre-order items',
    });
    expect(await viewOf({ listing: withFilters({ inStock: false }) })).toMatchObject({ resultsTitle: 'All products' });
  });
});
