import type { SnapshotFrom } from 'xstate';
import type { newsletterConfirmationMachine } from './newsletter-confirmation.machine.ts';

export interface NewsletterConfirmationView {
  readonly screen: 'confirming' | 'confirmed' | 'failed';
  /** The server's message, or the fallback; empty while confirming. */
  readonly message: string;
}

export function newsletterConfirmationView(snapshot: SnapshotFrom<typeof newsletterConfirmationMachine>): NewsletterConfirmationView {
  const screen = snapshot.matches('confirmed') ? 'confirmed' : snapshot.matches('failed') ? 'failed' : 'confirming';
  return { screen, message: snapshot.context.message };
}
