import type { SnapshotFrom } from 'xstate';
import type { resetPasswordMachine } from './reset-password.machine.ts';

export interface ResetPasswordView {
  /** Checking the link, the invalid link, the new-password form, or done (going to /login). */
  readonly screen: 'verifying' | 'invalid' | 'form' | 'succeeded';
  /** The name the link belongs to, for the greeting. */
  readonly name: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
  readonly resetting: boolean;
  readonly submitLabel: 'Reset Password' | 'Resetting Password...';
}

function screenOf(snapshot: SnapshotFrom<typeof resetPasswordMachine>): ResetPasswordView['screen'] {
  if (snapshot.matches('verifying')) return 'verifying';
  if (snapshot.matches('invalid')) return 'invalid';
  if (snapshot.matches('valid') || snapshot.matches('resetting')) return 'form';
  return 'succeeded';
}

export function resetPasswordView(snapshot: SnapshotFrom<typeof resetPasswordMachine>): ResetPasswordView {
  const { name, newPassword, confirmPassword } = snapshot.context;
  const resetting = snapshot.matches('resetting');
  return {
    screen: screenOf(snapshot),
    name,
    newPassword,
    confirmPassword,
    resetting,
    submitLabel: resetting ? 'Resetting Password...' : 'Reset Password',
  };
}
