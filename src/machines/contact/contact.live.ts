import { fromPromise } from 'xstate';
import { contactFormMachine } from './contact-form.machine.ts';

/** /contact wired to the real API. */
export const liveContactFormMachine = contactFormMachine.provide({
  actors: {
    submit: fromPromise(async ({ input, signal }) => (await import('./contact.requests.ts')).sendContactMessage(input, signal)),
  },
});
