import { Link } from 'react-router';
import type { ForgotPasswordEvent } from '../../machines/auth/forgot-password.machine.ts';
import type { ForgotPasswordView } from '../../machines/auth/forgot-password.view.ts';
import { TextField } from './TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import * as styles from './AuthCard.css.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';

interface ForgotPasswordPageProps {
  readonly view: ForgotPasswordView;
  readonly send: (event: ForgotPasswordEvent) => void;
}

/** /forgot-password: the email form, then 'Check Your Email' with 'Resend reset link'. */
export function ForgotPasswordPage({ view, send }: ForgotPasswordPageProps) {
  return (
    <AuthCard>
      {view.screen === 'sent' ? (
        <>
          <h1 className={styles.title}>Check Your Email</h1>
          <p className={styles.text}>
            If an account exists for <strong>{view.sentTo}</strong>, a link to reset your password is on its way. It is valid for one hour.
          </p>
          <button type="button" className={secondaryButton} onClick={() => send({ type: 'request.again' })}>
            Resend reset link
          </button>
        </>
      ) : (
        <>
          <h1 className={styles.title}>Forgot your password?</h1>
          <p className={styles.text}>Enter the email you signed up with and we will send you a link to choose a new password.</p>
          <MachineForm className={styles.form} onSubmit={() => send({ type: 'form.submit' })}>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={view.email}
              onChange={(value) => send({ type: 'email.change', value })}
            />
            <button type="submit" className={primaryButton} disabled={view.sending}>
              {view.submitLabel}
            </button>
          </MachineForm>
        </>
      )}
      <div className={styles.links}>
        <Link className={styles.link} to="/login">
          Back to Login
        </Link>
      </div>
    </AuthCard>
  );
}
