import { fromPromise } from 'xstate';
import { newsletterConfirmationMachine } from './newsletter-confirmation.machine.ts';

/** The confirmation page's machine wired to the real API. */
export const liveNewsletterConfirmationMachine = newsletterConfirmationMachine.provide({
  actors: {
    confirm: fromPromise(async ({ input, signal }) => (await import('./newsletter.requests.ts')).confirm(input.token, signal)),
  },
});
