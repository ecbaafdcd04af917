import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { productDetailMachine, type Product, type ProductDetailEvent } from '../../../src/machines/shop/product-detail.machine.ts';
import { productDetailView, type ChildViews } from '../../../src/machines/shop/product-detail.view.ts';
import { sessionWith } from '../shared/support.ts';
import { gray, product, variant, withVariants } from './fixtures.ts';

const idle: ChildViews = { cart: { adding: false }, heart: { inWishlist: false, saving: false }, viewer: { mode: 'closed' } };

/** A loaded product page with an in-stock similar product; the events are sent after loading. */
async function viewAfter(loaded: Product, events: readonly ProductDetailEvent[] = [], children: ChildViews = idle) {
  const machine = productDetailMachine.provide({
    actors: {
      loadProduct: fromPromise<Product, { productId: string }>(async () => loaded),
      loadSimilar: fromPromise<readonly Product[], { productId: string }>(async () => [
        product({ _id: 'sim-2', title: 'Reflector', stock: 5 }),
      ]),
      trackView: fromPromise(async () => undefined),
    },
  });
  const actor: Actor<typeof machine> = createActor(machine, { input: { productId: loaded._id, session: sessionWith(null) } }).start();
  await waitFor(actor, (s) => s.matches({ ready: { similar: 'loaded' } }));
  for (const event of events) actor.send(event);
  const view = productDetailView(actor.getSnapshot(), children);
  if (view.status !== 'ready') throw new Error('not ready');
  return view;
}

describe('productDetailView: prices and variant choices', () => {
  it('prices a discounted product: badge, final, struck-through and savings texts', async () => {
    const view = await viewAfter(product({ price: 45000, discount: 10, finalPrice: 40500 }));
    expect({
      price: view.price,
      discountBadge: view.discountBadge,
      priceText: view.priceText,
      originalPriceText: view.originalPriceText,
      savingsText: view.savingsText,
    }).toEqual({
      price: 40500,
      discountBadge: '10% OFF',
      priceText: '₦40,500.00',
      originalPriceText: '₦49,500.00',
      savingsText: 'You save ₦9,000.00',
    });
  });

  it('prices an undiscounted product without badge, original price or savings', async () => {
    const view = await viewAfter(product({ price: 45000, discount: 0, finalPrice: 45000 }));
    expect([view.discountBadge, view.originalPriceText, view.savingsText, view.priceText]).toEqual([null, null, null, '₦45,000.00']);
  });

  it('has no variant choices when the product says it has none, or when the list is empty', async () => {
    expect((await viewAfter(product({ hasVariants: false, variants: [gray] }))).variants).toBeNull();
    expect((await viewAfter(product({ hasVariants: true, variants: [] }))).variants).toBeNull();
  });

  it('marks the chosen variant as selected', async () => {
    const view = await viewAfter(withVariants, [{ type: 'variant.select', variantId: 'var-gray' }]);
    expect(view.variants?.options.map((option) => [option.id, option.selected])).toEqual([
      ['var-gray', true],
      ['var-black', false],
    ]);
  });

  it('offers "Show fewer options" once all variants are shown', async () => {
    const many = Array.from({ length: 8 }, (_, i) => variant({ _id: `v${i}`, color: `Shade ${i + 1}` }));
    const view = await viewAfter(product({ hasVariants: true, variants: many }), [{ type: 'variants.toggleShowAll' }]);
    expect(view.variants?.more).toEqual({ label: 'Show fewer options', expanded: true });
    expect(view.variants?.options).toHaveLength(8);
  });

  it('names several reviews in the plural', async () => {
    const view = await viewAfter(product({ averageRating: 3.5, rating: 3.5, reviewCount: 2 }));
    expect(view.ratingText).toBe('3.5 (2 reviews)');
  });

  it('lets the quantity decrease above one and leaves the button enabled when idle and in stock', async () => {
    const view = await viewAfter(product({ stock: 5 }), [{ type: 'quantity.increment' }]);
    expect(view.quantity).toEqual({ value: 2, min: 1, max: 5, canDecrease: true, canIncrease: true });
    expect(view.addButton).toEqual({ label: 'Add to Cart', disabled: false, busy: false });
    expect(view.heart).toEqual({ pressed: false, disabled: false });
  });

  it('stops the plus at the stock: at the maximum it cannot increase', async () => {
    const atStock = await viewAfter(product({ stock: 2 }), [{ type: 'quantity.increment' }]);
    expect(atStock.quantity).toEqual({ value: 2, min: 1, max: 2, canDecrease: true, canIncrease: false });
    const noFigure = await viewAfter(product({ stock: 0, preorder: { allowed: true } }), [{ type: 'quantity.set', value: '99' }]);
    expect(noFigure.quantity).toEqual({ value: 99, min: 1, max: 99, canDecrease: true, canIncrease: false });
    const below = await viewAfter(product({ stock: 0, preorder: { allowed: true } }), [{ type: 'quantity.set', value: '98' }]);
    expect(below.quantity.canIncrease).toBe(true);
  });

  it('keeps the quick add of an in-stock similar product enabled while the cart is idle', async () => {
    const view = await viewAfter(product());
    expect(view.similar.map(({ quickAddLabel, quickAddDisabled }) => ({ quickAddLabel, quickAddDisabled }))).toEqual([
      { quickAddLabel: 'Quick add Reflector to cart', quickAddDisabled: false },
    ]);
    const adding = await viewAfter(product(), [], { ...idle, cart: { adding: true } });
    expect(adding.similar.map((card) => card.quickAddDisabled)).toEqual([true]);
  });

  it('opens the large image at the chosen image position', async () => {
    const view = await viewAfter(product({ images: ['/a.jpg', '/b.jpg'], image: '/a.jpg' }), [{ type: 'image.select', image: '/b.jpg' }]);
    expect([view.mainImage, view.mainImageIndex]).toEqual(['/b.jpg', 1]);
  });
});
