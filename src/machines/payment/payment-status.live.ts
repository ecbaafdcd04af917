import { fromPromise } from 'xstate';
import { forgetCurrentOrder } from '../../infrastructure/current-order.ts';
import { paymentStatusMachine } from './payment-status.machine.ts';

const requests = () => import('./payment.requests.ts');

/** The payment status page wired to the real API. */
export const livePaymentStatusMachine = paymentStatusMachine.provide({
  actors: {
    verifyPayment: fromPromise(async ({ input, signal }) => (await requests()).verifyPayment(input, signal)),
    lookUpStatus: fromPromise(async ({ input, signal }) => (await requests()).lookUpStatus(input, signal)),
  },
  actions: {
    forgetOrder: () => forgetCurrentOrder(),
  },
});
