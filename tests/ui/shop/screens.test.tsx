import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { searchWithSuggestionsMachine, type Suggestion } from '../../../src/machines/shared/search-with-suggestions.machine.ts';
import { carouselMachine, type ShareOutcome } from '../../../src/machines/shop/carousel.machine.ts';
import { productDetailMachine, type Product } from '../../../src/machines/shop/product-detail.machine.ts';
import {
  shopListingMachine,
  type Brand,
  type Category,
  type ProductPageResult,
  type WireQuery,
} from '../../../src/machines/shop/shop-listing.machine.ts';
import { ProductScreen } from '../../../src/ui/shop/ProductRoute.tsx';
import { ShopScreen } from '../../../src/ui/shop/ShopRoute.tsx';
import { pagination, product } from '../../machines/shop/fixtures.ts';
import { renderInApp } from './support.tsx';

// The routes' wiring only (the actor, its children's views, its effects reaching the app); what
// the pages show is tested from fixed view models, the rules in tests/machines/shop.
describe('the shop screens', () => {
  it("shop: the search child's suggestions reach the page, and choosing one navigates to its product", async () => {
    const machine = shopListingMachine.provide({
      actors: {
        loadProducts: fromPromise<ProductPageResult, { query: WireQuery }>(async () => ({
          products: [product()],
          pagination: pagination(),
        })),
        loadCategories: fromPromise<readonly Category[]>(async () => []),
        loadBrands: fromPromise<readonly Brand[]>(async () => []),
        search: searchWithSuggestionsMachine.provide({
          actors: {
            suggest: fromPromise<readonly Suggestion[], { text: string }>(async () => [
              { id: 'prod-8', name: 'Muslin Clips', image: null, category: '' },
            ]),
          },
        }),
      },
    });
    renderInApp(<ShopScreen machine={machine} />, { path: '/shop', pattern: '/shop' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'mus');
    const listbox = await screen.findByRole('listbox', { name: 'Product suggestions' });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Muslin Clips' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop/prod-8');
  });

  it("product: the carousel child's view reaches the page, and its toast reaches the toaster", async () => {
    const machine = productDetailMachine.provide({
      actors: {
        loadProduct: fromPromise(async () => product()),
        loadSimilar: fromPromise<readonly Product[], { productId: string }>(async () => []),
        trackView: fromPromise<undefined, { productId: string }>(async () => undefined),
        carousel: carouselMachine.provide({
          actors: { share: fromPromise<ShareOutcome, { url: string; title: string }>(async () => 'copied') },
        }),
      },
    });
    renderInApp(<ProductScreen machine={machine} productId="prod-muslin" />, { path: '/shop/prod-muslin', pattern: '/shop/:productId' });
    await userEvent.click(await screen.findByRole('button', { name: /Open full-screen view/ }));
    const viewer = await screen.findByRole('dialog', { name: /photo viewer/ });
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next image' }));
    expect(within(viewer).getByText('2 / 2')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied to clipboard', { selector: '[role="status"], [role="alert"]' })).toBeInTheDocument();
  });
});
