import { fromPromise } from 'xstate';
import { studioCustomerMachine } from './studio-customer.machine.ts';

const requests = () => import('./studio.requests.ts');

/** /studio/customers/:id wired to the real API. */
export const liveStudioCustomerMachine = studioCustomerMachine.provide({
  actors: {
    loadCustomer: fromPromise(async ({ input, signal }) => (await requests()).fetchStudioCustomer(input.id, signal)),
  },
});
