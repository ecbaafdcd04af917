import { fromPromise } from 'xstate';
import { studioCustomersMachine } from './studio-customers.machine.ts';

const requests = () => import('./studio.requests.ts');

/** /studio/customers wired to the real API. */
export const liveStudioCustomersMachine = studioCustomersMachine.provide({
  actors: {
    loadList: fromPromise(async ({ input, signal }) =>
      (await requests()).fetchStudioCustomers(input.query.search, input.query.page, signal),
    ),
  },
});
