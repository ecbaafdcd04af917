import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addToCartMachine, type CartAddResult, type CartLine } from '../../../src/machines/shared/add-to-cart.machine.ts';
import { cardAddToCartView } from '../../../src/machines/shared/card-add-to-cart.view.ts';
import { product } from '../shop/fixtures.ts';
import { sessionWith } from './support.ts';

function cart() {
  const machine = addToCartMachine.provide({ actors: { addToCart: fromPromise<CartAddResult, CartLine>(() => new Promise(() => {})) } });
  return createActor(machine, { input: { session: sessionWith('token-1') } }).start();
}

describe('cardAddToCartView', () => {
  it("says 'Add to Cart' named after the product, then 'Adding...' while the request runs", () => {
    const actor = cart();
    const softbox = product({ title: 'Softbox 60 cm', stock: 4 });
    expect(cardAddToCartView(actor.getSnapshot(), softbox)).toEqual({
      text: 'Add to Cart',
      label: 'Add to Cart: Softbox 60 cm',
      adding: false,
      soldOut: false,
    });
    actor.send({ type: 'cart.add', line: { productId: softbox._id, quantity: 1 }, optionsMissing: false, soldOut: false });
    expect(cardAddToCartView(actor.getSnapshot(), softbox)).toEqual({
      text: 'Adding...',
      label: 'Adding...: Softbox 60 cm',
      adding: true,
      soldOut: false,
    });
  });

  it('is sold out at 0 in stock without pre-order only: 1 in stock or a pre-order can be added', () => {
    const idle = cart().getSnapshot();
    expect(cardAddToCartView(idle, product({ stock: 0, preorder: { allowed: false } })).soldOut).toBe(true);
    expect(cardAddToCartView(idle, product({ stock: 0, preorder: undefined })).soldOut).toBe(true);
    expect(cardAddToCartView(idle, product({ stock: 1, preorder: { allowed: false } })).soldOut).toBe(false);
    expect(cardAddToCartView(idle, product({ stock: 0, preorder: { allowed: true } })).soldOut).toBe(false);
  });
});
