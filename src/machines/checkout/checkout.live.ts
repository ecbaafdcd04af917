import { fromPromise } from 'xstate';
import { liveAddressFormMachine } from '../addresses/address-form.live.ts';
import { checkoutMachine } from './checkout.machine.ts';
import { readCurrentOrder, writeCurrentOrder } from '../../infrastructure/current-order.ts';

const requests = () => import('./checkout.requests.ts');

/** Checkout wired to the real API and to the tab's storage for the current order. */
export const liveCheckoutMachine = checkoutMachine.provide({
  actors: {
    addressForm: liveAddressFormMachine,
    createOrder: fromPromise(async ({ input, signal }) => (await requests()).createOrder(input, signal)),
    findOpenOrder: fromPromise(async ({ signal }) => {
      const current = readCurrentOrder();
      return current ? (await requests()).currentOrderNow(current._id, signal) : null;
    }),
    cancelOpenOrder: fromPromise(async ({ input, signal }) => (await requests()).cancelOpenOrder(input.orderId, input.reason, signal)),
    resendVerification: fromPromise(async ({ input, signal }) => (await requests()).resendVerification(input.email, signal)),
  },
  actions: {
    rememberOrder: (_, { order }) => writeCurrentOrder(order),
  },
});
