import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'react-router';
import type { resetPasswordMachine } from '../../machines/auth/reset-password.machine.ts';
import { LoadingContents } from '../frame/LoadingContents.tsx';
import { PasswordField } from './PasswordField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import * as styles from './AuthCard.css.ts';

interface ResetPasswordPageProps {
  readonly actor: ActorRefFrom<typeof resetPasswordMachine>;
}

/** /reset-password/{token}: verifying, invalid link, the new-password form, success. */
export function ResetPasswordPage({ actor }: ResetPasswordPageProps) {
  const snapshot = useSelector(actor, (current) => current);
  const send = actor.send;
  const { name, newPassword, confirmPassword } = snapshot.context;

  if (snapshot.matches('verifying')) return <LoadingContents label="Verifying your reset link..." />;

  return (
    <AuthCard>
        {snapshot.matches('invalid') && (
          <>
            <h1 className={styles.title}>Invalid Reset Link</h1>
            <p className={styles.text}>Invalid or expired reset link</p>
            <Link className={primaryButton} to="/forgot-password">
              Request New Reset Link
            </Link>
            <Link className={secondaryButton} to="/login">
              Back to Login
            </Link>
          </>
        )}
        {(snapshot.matches('valid') || snapshot.matches('resetting')) && (
          <>
            <h1 className={styles.title}>Create New Password</h1>
            <p className={styles.text}>Hello {name}, choose a new password: at least 8 characters, with an uppercase letter, a lowercase letter and a number.</p>
            <form
              className={styles.form}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'form.submit' });
              }}
            >
              <PasswordField label="New password" autoComplete="new-password" value={newPassword} onChange={(value) => send({ type: 'field.change', field: 'newPassword', value })} />
              <PasswordField
                label="Confirm new password"
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(value) => send({ type: 'field.change', field: 'confirmPassword', value })}
              />
              <button type="submit" className={primaryButton} disabled={snapshot.matches('resetting')}>
                {snapshot.matches('resetting') ? 'Resetting Password...' : 'Reset Password'}
              </button>
            </form>
          </>
        )}
        {(snapshot.matches('succeeded') || snapshot.matches('redirected')) && (
          <>
            <h1 className={styles.title}>Password changed</h1>
            <p className={styles.text} role="status">
              Password reset successfully! You can now login with your new password. Taking you to the login page...
            </p>
            <Link className={primaryButton} to="/login">
              Go to Login
            </Link>
          </>
        )}
    </AuthCard>
  );
}
