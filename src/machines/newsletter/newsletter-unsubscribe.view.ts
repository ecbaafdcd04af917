import type { SnapshotFrom } from 'xstate';
import type { newsletterUnsubscribeMachine } from './newsletter-unsubscribe.machine.ts';

export interface NewsletterUnsubscribeView {
  readonly screen: 'asking' | 'unsubscribing' | 'unsubscribed' | 'failed';
  /** The server's message, or the fallback; empty until the button was pressed and answered. */
  readonly message: string;
  readonly canConfirm: boolean;
  readonly buttonLabel: string;
}

export function newsletterUnsubscribeView(snapshot: SnapshotFrom<typeof newsletterUnsubscribeMachine>): NewsletterUnsubscribeView {
  const screen = snapshot.matches('unsubscribed')
    ? 'unsubscribed'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('unsubscribing')
        ? 'unsubscribing'
        : 'asking';
  return {
    screen,
    message: snapshot.context.message,
    canConfirm: screen === 'asking' || screen === 'failed',
    buttonLabel: screen === 'unsubscribing' ? 'Unsubscribing…' : screen === 'failed' ? 'Try again' : 'Unsubscribe',
  };
}
