import { fromPromise } from 'xstate';
import { addToCartMachine } from './add-to-cart.machine.ts';

/** Add to cart wired to POST /user/cart/add (its request loads on first use). */
export const liveAddToCartMachine = addToCartMachine.provide({
  actors: { addToCart: fromPromise(async ({ input, signal }) => (await import('./add-to-cart.requests.ts')).addLine(input, signal)) },
});
