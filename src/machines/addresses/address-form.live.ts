import { fromPromise } from 'xstate';
import { addressFormMachine } from './address-form.machine.ts';

/** The address form wired to the real API (its request loads on the first save). */
export const liveAddressFormMachine = addressFormMachine.provide({
  actors: {
    saveAddress: fromPromise(async ({ input, signal }) => (await import('./addresses.requests.ts')).saveAddress(input, signal)),
  },
});
