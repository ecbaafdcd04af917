import { fromPromise } from 'xstate';
import { readCurrentOrder } from '../../infrastructure/current-order.ts';
import { paymentMachine } from './payment.machine.ts';

const requests = () => import('./payment.requests.ts');

/** /payment wired to the real API, the tab's current order and the browser's location. */
export const livePaymentMachine = paymentMachine.provide({
  actors: {
    loadOrder: fromPromise(async ({ input, signal }) => {
      const orderId = input ?? readCurrentOrder()?._id ?? null;
      return orderId === null ? null : (await requests()).fetchOrder(orderId, signal);
    }),
    initializePayment: fromPromise(async ({ input, signal }) => (await requests()).initializePayment(input, signal)),
  },
  actions: {
    redirect: (_, { url }) => window.location.replace(url),
  },
});
