import { fromPromise } from 'xstate';
import { newsletterUnsubscribeMachine } from './newsletter-unsubscribe.machine.ts';

/** The unsubscribe page's machine wired to the real API. */
export const liveNewsletterUnsubscribeMachine = newsletterUnsubscribeMachine.provide({
  actors: {
    unsubscribe: fromPromise(async ({ input, signal }) => (await import('./newsletter.requests.ts')).unsubscribe(input.token, signal)),
  },
});
