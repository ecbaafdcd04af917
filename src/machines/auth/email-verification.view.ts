import type { SnapshotFrom } from 'xstate';
import type { emailVerificationMachine } from './email-verification.machine.ts';

export interface EmailVerificationView {
  readonly screen: 'loading' | 'success' | 'error';
  /** The server's message, or the spec's ('Email verified successfully!' / 'Verification failed.'); empty while loading. */
  readonly message: string;
}

export function emailVerificationView(snapshot: SnapshotFrom<typeof emailVerificationMachine>): EmailVerificationView {
  const screen = snapshot.matches('success') ? 'success' : snapshot.matches('error') ? 'error' : 'loading';
  return { screen, message: snapshot.context.message };
}
