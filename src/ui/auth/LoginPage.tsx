import { Link } from 'react-router';
import type { AuthField, AuthFormEvent } from '../../machines/auth/auth-form.machine.ts';
import type { AuthFormView } from '../../machines/auth/auth-form.view.ts';
import { PasswordField } from './PasswordField.tsx';
import { TextField } from './TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import * as styles from './AuthCard.css.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';

interface LoginPageProps {
  readonly view: AuthFormView;
  readonly send: (event: AuthFormEvent) => void;
}

/** /login: the Login and Sign Up forms, and the VerifyEmailMessage after registering. */
export function LoginPage({ view, send }: LoginPageProps) {
  const { fields, resend } = view;
  const change = (field: AuthField) => (value: string) => send({ type: 'field.change', field, value });
  const resendButton = resend && (
    <button type="button" className={secondaryButton} disabled={resend.sending} onClick={() => send({ type: 'verification.resend' })}>
      {resend.label}
    </button>
  );

  if (view.screen === 'verifyEmail') {
    return (
      <AuthCard>
        <h1 className={styles.title}>Verify your email</h1>
        <p className={styles.text}>
          We sent a verification link to <strong>{fields.email}</strong>. Open it to activate your account, then log in.
        </p>
        <button type="button" className={primaryButton} onClick={() => send({ type: 'mode.change', mode: 'login' })}>
          Go to Login
        </button>
        {resendButton}
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <h1 className={styles.title}>{view.heading}</h1>
      <MachineForm className={styles.form} onSubmit={() => send({ type: 'form.submit' })}>
        {view.signUpFields && <TextField label="Full name" autoComplete="name" value={fields.name} onChange={change('name')} />}
        <TextField label="Email" type="email" autoComplete="email" value={fields.email} onChange={change('email')} />
        <PasswordField label="Password" autoComplete={view.passwordAutoComplete} value={fields.password} onChange={change('password')} />
        {view.signUpFields && (
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            value={fields.confirmPassword}
            onChange={change('confirmPassword')}
          />
        )}
        <button type="submit" className={primaryButton} disabled={view.submitting}>
          {view.submitLabel}
        </button>
      </MachineForm>
      <p className={styles.text}>
        {view.switchMode.prompt}{' '}
        <button type="button" className={styles.switchMode} onClick={() => send({ type: 'mode.change', mode: view.switchMode.to })}>
          {view.switchMode.label}
        </button>
      </p>
      {resendButton}
      <div className={styles.links}>
        <Link className={styles.link} to="/forgot-password">
          Forgot password?
        </Link>
        <Link className={styles.link} to="/">
          Back to Home
        </Link>
      </div>
    </AuthCard>
  );
}
