import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { galleryImages } from '../../../src/machines/shop/product-selection.ts';
import { EMPTY_SEARCH, shopListingView } from '../../../src/machines/shop/shop-listing.view.ts';
import { pagination, product } from './fixtures.ts';
import { startListing } from './listing-support.ts';

describe('shop listing: its first state and its pages', () => {
  it('starts with empty results, no error, no pre-orders, the grid, and an empty search box', () => {
    const { actor } = startListing();
    const { context } = actor.getSnapshot();
    expect({ products: context.products, errorMessage: context.errorMessage, preorders: context.preorders, view: context.view }).toEqual({
      products: [],
      errorMessage: '',
      preorders: [],
      view: 'grid',
    });
    expect(actor.getSnapshot().children.search?.getSnapshot().context.text).toBe('');
  });

  it('shows no page numbers for a single page', async () => {
    const { actor } = startListing({
      products: async () => ({ products: [product()], pagination: pagination({ totalPages: 1, totalProducts: 1 }) }),
    });
    const snapshot = await waitFor(actor, (s) => s.matches({ results: 'loaded' }));
    expect(shopListingView(snapshot, EMPTY_SEARCH).pages).toBeNull();
  });

  it('shows only the product photos in the gallery when there are any, not the separate cover image', () => {
    expect(galleryImages(product({ images: ['/a.jpg'], image: '/cover.jpg' }), null)).toEqual(['/a.jpg']);
    expect(galleryImages(product({ images: [], image: '/cover.jpg' }), null)).toEqual(['/cover.jpg']);
  });
});
