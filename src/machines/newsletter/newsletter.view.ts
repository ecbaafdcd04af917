import type { SnapshotFrom } from 'xstate';
import type { newsletterMachine } from './newsletter.machine.ts';

export interface NewsletterView {
  readonly email: string;
  /** The request runs: the field is read-only and the button waits. */
  readonly subscribing: boolean;
  readonly submitLabel: 'Subscribe' | 'Subscribing...';
  /** The thank-you (a status under the field), or ''. */
  readonly thanks: string;
  /** What is wrong with the email, or why subscribing failed (an alert under the field), or ''. */
  readonly problem: string;
  /** The email itself was refused (not the request): the field is marked invalid. */
  readonly emailInvalid: boolean;
}

/** The footer's Newsletter form: what the machine's one `message` means in each state. */
export function newsletterView(snapshot: SnapshotFrom<typeof newsletterMachine>): NewsletterView {
  const { email, message } = snapshot.context;
  const subscribing = snapshot.matches('subscribing');
  const subscribed = snapshot.matches('subscribed');
  return {
    email,
    subscribing,
    submitLabel: subscribing ? 'Subscribing...' : 'Subscribe',
    thanks: subscribed ? message : '',
    problem: subscribed ? '' : message,
    emailInvalid: snapshot.matches('editing') && message !== '',
  };
}
