import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { productDetailMachine, type Product } from '../../../src/machines/shop/product-detail.machine.ts';
import { sessionWith } from '../shared/support.ts';
import { black, gray, product, withVariants } from './fixtures.ts';
import { idleHeart, ready } from './product-support.ts';

describe('productDetailMachine: its requests and choices', () => {
  it('asks for the product, its similar products and the view tracking with the page product id', async () => {
    const inputs: { actor: string; productId: string }[] = [];
    const machine = productDetailMachine.provide({
      actors: {
        loadProduct: fromPromise<Product, { productId: string }>(async ({ input }) => {
          inputs.push({ actor: 'loadProduct', productId: input.productId });
          return product({ _id: 'prod-7' });
        }),
        loadSimilar: fromPromise<readonly Product[], { productId: string }>(async ({ input }) => {
          inputs.push({ actor: 'loadSimilar', productId: input.productId });
          return [];
        }),
        trackView: fromPromise<undefined, { productId: string }>(async ({ input }) => {
          inputs.push({ actor: 'trackView', productId: input.productId });
          return undefined;
        }),
      },
    });
    const actor = createActor(machine, { input: { productId: 'prod-7', session: sessionWith('token-1') } }).start();
    await waitFor(actor, (s) => s.matches({ ready: { similar: 'loaded', tracking: 'done' } }));
    expect([...inputs].sort((a, b) => a.actor.localeCompare(b.actor))).toEqual([
      { actor: 'loadProduct', productId: 'prod-7' },
      { actor: 'loadSimilar', productId: 'prod-7' },
      { actor: 'trackView', productId: 'prod-7' },
    ]);
  });

  it('ignores variant choices when the product says it has no variants, or has an empty list', async () => {
    const flagged = await ready({ product: async () => product({ hasVariants: false, variants: [gray, black] }) });
    flagged.actor.send({ type: 'variant.select', variantId: 'var-gray' });
    flagged.actor.send({ type: 'variant.attribute', attribute: 'color', value: 'Gray' });
    expect(flagged.actor.getSnapshot().context.selectedVariant).toBeNull();
    expect(flagged.calls.lookups).toEqual([]);

    const empty = await ready({ product: async () => product({ hasVariants: true, variants: [] }) });
    empty.actor.send({ type: 'variant.select', variantId: 'var-gray' });
    empty.actor.send({ type: 'variant.attribute', attribute: 'color', value: 'Gray' });
    expect(empty.actor.getSnapshot().matches({ ready: { variants: 'idle' } })).toBe(true);
    expect(empty.calls.lookups).toEqual([]);
  });

  it('matches the attributes locally when the server lookup fails', async () => {
    const { actor } = await ready({ product: async () => withVariants, lookup: async () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'variant.attribute', attribute: 'color', value: 'Gray' });
    actor.send({ type: 'variant.attribute', attribute: 'size', value: '3x6m' });
    await waitFor(actor, (s) => s.matches({ ready: { variants: 'idle' } }));
    expect(actor.getSnapshot().context.selectedVariant?._id).toBe('var-gray');
  });

  it('keeps the ticked pre-order box when the new variant still offers it', async () => {
    const { actor } = await ready({
      product: async () => product({ hasVariants: true, variants: [gray, black], stock: 0, preorder: { allowed: true } }),
    });
    actor.send({ type: 'preorder.toggle' });
    expect(actor.getSnapshot().context.preorder).toBe(true);
    actor.send({ type: 'variant.select', variantId: 'var-black' });
    expect(actor.getSnapshot().context.preorder).toBe(true);
  });

  it('saves the chosen variant with its own attributes to the wishlist, not the partial selection', async () => {
    const { actor, calls } = await ready({
      product: async () => withVariants,
      lookup: async () => ({ success: true, filteredVariants: [gray], exactMatch: gray }),
    });
    actor.send({ type: 'variant.attribute', attribute: 'color', value: 'Gray' });
    await waitFor(actor, (s) => s.matches({ ready: { variants: 'idle' } }));
    expect(actor.getSnapshot().context.selection).toEqual({ color: 'Gray' });
    actor.send({ type: 'wishlist.toggle' });
    await idleHeart(actor);
    expect(calls.wishlist).toEqual([
      { action: 'add', productId: 'prod-muslin', variantId: 'var-gray', selectedAttributes: { color: 'Gray', size: '3x6m' } },
    ]);
  });
});
