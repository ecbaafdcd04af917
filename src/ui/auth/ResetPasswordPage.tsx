import { Link } from 'react-router';
import type { ResetPasswordEvent } from '../../machines/auth/reset-password.machine.ts';
import type { ResetPasswordView } from '../../machines/auth/reset-password.view.ts';
import { LoadingContents } from '../frame/LoadingContents.tsx';
import { PasswordField } from './PasswordField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import * as styles from './AuthCard.css.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';

interface ResetPasswordPageProps {
  readonly view: ResetPasswordView;
  readonly send: (event: ResetPasswordEvent) => void;
}

/** /reset-password/{token}: verifying, invalid link, the new-password form, success. */
export function ResetPasswordPage({ view, send }: ResetPasswordPageProps) {
  if (view.screen === 'verifying') return <LoadingContents label="Verifying your reset link..." />;

  return (
    <AuthCard>
      {view.screen === 'invalid' && (
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
      {view.screen === 'form' && (
        <>
          <h1 className={styles.title}>Create New Password</h1>
          <p className={styles.text}>
            Hello {view.name}, choose a new password: at least 8 characters, with an uppercase letter, a lowercase letter and a number.
          </p>
          <MachineForm className={styles.form} onSubmit={() => send({ type: 'form.submit' })}>
            <PasswordField
              label="New password"
              autoComplete="new-password"
              value={view.newPassword}
              onChange={(value) => send({ type: 'field.change', field: 'newPassword', value })}
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              value={view.confirmPassword}
              onChange={(value) => send({ type: 'field.change', field: 'confirmPassword', value })}
            />
            <button type="submit" className={primaryButton} disabled={view.resetting}>
              {view.submitLabel}
            </button>
          </MachineForm>
        </>
      )}
      {view.screen === 'succeeded' && (
        <>
          <h1 className={styles.title}>Password changed</h1>
          {/* The spec's sentence is the success toast; repeating it here would put it on screen twice. */}
          <p className={styles.text}>Your new password is saved. Taking you to the login page...</p>
          <Link className={primaryButton} to="/login">
            Go to Login
          </Link>
        </>
      )}
    </AuthCard>
  );
}
