import { fromPromise } from 'xstate';
import { liveAddressFormMachine } from '../addresses/address-form.live.ts';
import { checkoutMachine } from './checkout.machine.ts';
import { writeCurrentOrder } from '../../infrastructure/current-order.ts';

/** Checkout wired to the real API and to the tab's storage for the current order. */
export const liveCheckoutMachine = checkoutMachine.provide({
  actors: {
    addressForm: liveAddressFormMachine,
    createOrder: fromPromise(async ({ input, signal }) => (await import('./checkout.requests.ts')).createOrder(input, signal)),
    resendVerification: fromPromise(async ({ input, signal }) => (await import('./checkout.requests.ts')).resendVerification(input.email, signal)),
  },
  actions: {
    rememberOrder: (_, { order }) => writeCurrentOrder(order),
  },
});
