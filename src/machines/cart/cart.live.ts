import { fromPromise } from 'xstate';
import { cartMachine } from './cart.machine.ts';

const requests = () => import('./cart.requests.ts');

/** The cart machine wired to the real API (its requests load on first use). */
export const liveCartMachine = cartMachine.provide({
  actors: {
    loadCart: fromPromise(async ({ signal }) => (await requests()).loadCart(signal)),
    changeLine: fromPromise(async ({ input, signal }) => (await requests()).changeLine(input, signal)),
  },
});
