import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { productDetailMachine, type Product } from '../../../src/machines/shop/product-detail.machine.ts';
import { productDetailView, type ChildViews } from '../../../src/machines/shop/product-detail.view.ts';
import { sessionWith } from '../shared/support.ts';
import { product, variant, withVariants } from './fixtures.ts';

const idle: ChildViews = { cart: { adding: false }, heart: { inWishlist: false, saving: false }, viewer: { mode: 'closed' } };

async function viewOf(loaded: Product, children: ChildViews = idle) {
  const machine = productDetailMachine.provide({
    actors: {
      loadProduct: fromPromise(async () => loaded),
      loadSimilar: fromPromise<readonly Product[], { productId: string }>(async () => [
        product({ _id: 'sim-1', title: 'Softbox', stock: 0, preorder: { allowed: false } }),
      ]),
      trackView: fromPromise(async () => undefined),
    },
  });
  const actor = createActor(machine, { input: { productId: loaded._id, session: sessionWith(null) } }).start();
  const snapshot = await waitFor(actor, (s) => s.matches({ ready: { similar: 'loaded' } }));
  return productDetailView(snapshot, children);
}

describe('productDetailView', () => {
  it('tells a digital product’s buyers the format and size of what they download; nothing for a physical product', async () => {
    const guide = product({ productType: 'digital', isDigital: true, digitalFile: { format: 'PDF', size: 2.5 * 1024 * 1024 } });
    expect(await viewOf(guide)).toMatchObject({ digitalFile: 'PDF, 2.5 MB' });
    expect(await viewOf(product({ stock: 3 }))).toMatchObject({ digitalFile: null });
  });

  it('gives link previews the JPEG twin of a drawn main picture, any other picture as it is, and none without a picture', async () => {
    const drawn = product({ images: ['/media/products/prod-muslin/art.svg'], image: '/media/products/prod-muslin/art.svg' });
    expect(await viewOf(drawn)).toMatchObject({
      metaImage: '/media/products/prod-muslin/art.jpg',
      mainImage: '/media/products/prod-muslin/art.svg',
    });
    expect(await viewOf(product())).toMatchObject({ metaImage: '/images/muslin.jpg' });
    expect(await viewOf(product({ images: [], image: undefined }))).toMatchObject({
      metaImage: undefined,
      images: [],
      mainImage: null,
      mainImageIndex: 0,
    });
  });

  it('says loading before the product arrives', () => {
    const actor = createActor(productDetailMachine, { input: { productId: 'x', session: null } }).start();
    expect(productDetailView(actor.getSnapshot(), idle)).toEqual({ status: 'loading' });
  });

  it('gives the JSON-LD the same availability as the page: in stock, pre-order, sold out', async () => {
    expect(await viewOf(product({ stock: 3 }))).toMatchObject({
      schemaAvailability: 'https://schema.org/InStock',
      stockText: 'In Stock',
      stockStatus: 'in-stock',
    });
    expect(await viewOf(product({ stock: 0, preorder: { allowed: true } }))).toMatchObject({
      schemaAvailability: 'https://schema.org/PreOrder',
      stockStatus: 'preorder',
      preorderOffered: true,
    });
    expect(await viewOf(product({ stock: 0, preorder: { allowed: false } }))).toMatchObject({
      schemaAvailability: 'https://schema.org/SoldOut',
      stockStatus: 'sold-out',
      preorderOffered: false,
      addButton: { label: 'Add to Cart', disabled: true, busy: false },
    });
  });

  it('caps the quantity at the stock, 99 without stock, and names the rating with its review count', async () => {
    const view = await viewOf(product({ stock: 4, averageRating: 0, rating: 4, reviewCount: 1 }));
    expect(view).toMatchObject({
      quantity: { value: 1, min: 1, max: 4, canDecrease: false, canIncrease: true },
      rating: 4,
      ratingText: '4.0 (1 review)',
    });
    expect(await viewOf(product({ stock: 0, preorder: { allowed: true } }))).toMatchObject({ quantity: { max: 99 } });
  });

  it('shows the children: a busy button and a pressed heart; sold-out quick adds are disabled', async () => {
    const view = await viewOf(product({ stock: 3 }), { ...idle, cart: { adding: true }, heart: { inWishlist: true, saving: true } });
    expect(view).toMatchObject({ addButton: { disabled: true, busy: true }, heart: { pressed: true, disabled: true } });
    if (view.status !== 'ready') throw new Error('not ready');
    expect(view.similar.map(({ quickAddLabel, quickAddDisabled }) => ({ quickAddLabel, quickAddDisabled }))).toEqual([
      { quickAddLabel: 'Quick add Softbox to cart', quickAddDisabled: true },
    ]);
  });

  it('shows the variant choices only for a product with variants: name, price, stock, image, none chosen', async () => {
    expect(await viewOf(withVariants)).toMatchObject({
      variants: {
        options: [
          {
            id: 'var-gray',
            name: 'Gray · 3x6m',
            priceText: '₦45,000.00',
            stockText: '3 left',
            image: '/images/muslin-gray.jpg',
            selected: false,
          },
          {
            id: 'var-black',
            name: 'Black · 3x6m',
            priceText: '₦45,000.00',
            stockText: 'Pre-order available',
            image: '/images/muslin-black.jpg',
            selected: false,
          },
        ],
        layout: 'grid',
        viewToggle: false,
        more: null,
      },
    });
    expect(await viewOf(product())).toMatchObject({ variants: null });
  });

  it('calls a sold-out variant Sold Out, not Pre-order available, when the product does not allow pre-order', async () => {
    const view = await viewOf({ ...withVariants, preorder: { allowed: false } });
    if (view.status !== 'ready' || !view.variants) throw new Error('no variants');
    expect(view.variants.options.map((option) => option.stockText)).toEqual(['3 left', 'Sold Out']);
  });

  it('shows six variants with a show-all toggle and a view toggle above three; a variant without attributes is Option N', async () => {
    const many = Array.from({ length: 8 }, (_, i) => variant({ _id: `v${i}`, color: i === 0 ? undefined : `Shade ${i + 1}` }));
    const view = await viewOf(product({ hasVariants: true, variants: many }));
    if (view.status !== 'ready' || !view.variants) throw new Error('no variants');
    expect(view.variants.options.map((option) => option.name)).toEqual(['Option 1', 'Shade 2', 'Shade 3', 'Shade 4', 'Shade 5', 'Shade 6']);
    expect(view.variants).toMatchObject({ viewToggle: true, more: { label: 'Show all 8 options', expanded: false } });
  });
});
