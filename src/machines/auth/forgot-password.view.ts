import type { SnapshotFrom } from 'xstate';
import type { forgotPasswordMachine } from './forgot-password.machine.ts';

export interface ForgotPasswordView {
  /** The email form, or 'Check Your Email' once the link is on its way. */
  readonly screen: 'form' | 'sent';
  readonly email: string;
  /** The address the link went to, as it was sent (trimmed, lower-cased). */
  readonly sentTo: string;
  readonly sending: boolean;
  readonly submitLabel: 'Send Reset Link' | 'Sending...';
}

export function forgotPasswordView(snapshot: SnapshotFrom<typeof forgotPasswordMachine>): ForgotPasswordView {
  const sending = snapshot.matches('sending');
  return {
    screen: snapshot.matches('sent') ? 'sent' : 'form',
    email: snapshot.context.email,
    sentTo: snapshot.context.sentTo,
    sending,
    submitLabel: sending ? 'Sending...' : 'Send Reset Link',
  };
}
