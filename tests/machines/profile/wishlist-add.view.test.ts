import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addToCartMachine, type CartAddResult, type CartLine } from '../../../src/machines/shared/add-to-cart.machine.ts';
import { wishlistAddButton } from '../../../src/machines/profile/wishlist-add.view.ts';
import { sessionWith } from '../shared/support.ts';

function cart() {
  const machine = addToCartMachine.provide({ actors: { addToCart: fromPromise<CartAddResult, CartLine>(() => new Promise(() => {})) } });
  return createActor(machine, { input: { session: sessionWith('token-1') } }).start();
}

const goldReflector: CartLine = { productId: 'p1', quantity: 1, variantId: 'v-gold' };
const silverReflector: CartLine = { productId: 'p1', quantity: 1, variantId: 'v-silver' };
const tripod: CartLine = { productId: 'p2', quantity: 1 };

describe('wishlistAddButton', () => {
  it("reads 'Add to Cart', named after the product, while nothing is being added", () => {
    expect(wishlistAddButton(cart().getSnapshot(), tripod, 'Tripod')).toEqual({
      text: 'Add to Cart',
      label: 'Add to Cart: Tripod',
      disabled: false,
    });
  });

  it("reads 'Adding...' on the saved line being added only (same product, same variant), and every button waits", () => {
    const actor = cart();
    actor.send({ type: 'cart.add', line: { productId: 'p1', quantity: 1, variantId: 'v-gold' }, optionsMissing: false, soldOut: false });
    const adding = actor.getSnapshot();
    expect(wishlistAddButton(adding, goldReflector, 'Reflector')).toEqual({
      text: 'Adding...',
      label: 'Adding...: Reflector',
      disabled: true,
    });
    expect(wishlistAddButton(adding, silverReflector, 'Reflector')).toEqual({
      text: 'Add to Cart',
      label: 'Add to Cart: Reflector',
      disabled: true,
    });
    expect(wishlistAddButton(adding, tripod, 'Tripod')).toEqual({ text: 'Add to Cart', label: 'Add to Cart: Tripod', disabled: true });
    // Another product in the same colour is another line.
    expect(wishlistAddButton(adding, { productId: 'p3', quantity: 1, variantId: 'v-gold' }, 'Lamp')).toEqual({
      text: 'Add to Cart',
      label: 'Add to Cart: Lamp',
      disabled: true,
    });
  });

  it('a line without a variant matches a saved entry without one', () => {
    const actor = cart();
    actor.send({ type: 'cart.add', line: { productId: 'p2', quantity: 1, variantId: null }, optionsMissing: false, soldOut: false });
    expect(wishlistAddButton(actor.getSnapshot(), tripod, 'Tripod').text).toBe('Adding...');
  });

  it('is disabled until the tab has its machine', () => {
    expect(wishlistAddButton(undefined, tripod, 'Tripod')).toEqual({ text: 'Add to Cart', label: 'Add to Cart: Tripod', disabled: true });
  });
});
