import { fromPromise } from 'xstate';
import { newsletterMachine } from './newsletter.machine.ts';

/** The newsletter machine wired to the real API (its request loads on first use); the source is the page the form was sent from. */
export const liveNewsletterMachine = newsletterMachine.provide({
  actors: {
    subscribe: fromPromise(async ({ input, signal }) =>
      (await import('./newsletter.requests.ts')).subscribe(input.email, location.pathname, signal),
    ),
  },
});
