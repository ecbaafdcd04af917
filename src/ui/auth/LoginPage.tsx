import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'react-router';
import type { authFormMachine, AuthMode } from '../../machines/auth/auth-form.machine.ts';
import { PasswordField } from './PasswordField.tsx';
import { TextField } from './TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import * as styles from './AuthCard.css.ts';

interface LoginPageProps {
  readonly actor: ActorRefFrom<typeof authFormMachine>;
}

const MODE_LABEL: Record<AuthMode, string> = { login: 'Login', signUp: 'Sign Up' };

/** /login: the Login and Sign Up forms, and the VerifyEmailMessage after registering. */
export function LoginPage({ actor }: LoginPageProps) {
  const snapshot = useSelector(actor, (current) => current);
  const send = actor.send;
  const { mode, fields, needEmailVerification } = snapshot.context;
  const busy = snapshot.matches({ idle: 'validating' }) || snapshot.matches('loggingIn') || snapshot.matches('registering');
  const resending = snapshot.matches('resending');
  const change = (field: keyof typeof fields) => (value: string) => send({ type: 'field.change', field, value });

  if (snapshot.matches({ idle: 'verifyEmailMessage' }) || (resending && mode === 'signUp')) {
    return (
      <AuthCard>
          <h1 className={styles.title}>Verify your email</h1>
          <p className={styles.text}>
            We sent a verification link to <strong>{fields.email}</strong>. Open it to activate your account, then log in.
          </p>
          <button type="button" className={primaryButton} onClick={() => send({ type: 'mode.change', mode: 'login' })}>
            Go to Login
          </button>
          <button type="button" className={secondaryButton} disabled={resending} onClick={() => send({ type: 'verification.resend' })}>
            {resending ? 'Sending...' : 'Resend Verification Email'}
          </button>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
        <h1 className={styles.title}>{mode === 'login' ? 'Welcome back' : 'Create your account'}</h1>
        <div className={styles.modes} role="group" aria-label="Login or sign up">
          {(['login', 'signUp'] as const).map((option) => (
            <button key={option} type="button" className={styles.mode} aria-pressed={mode === option} onClick={() => send({ type: 'mode.change', mode: option })}>
              {MODE_LABEL[option]}
            </button>
          ))}
        </div>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'form.submit' });
          }}
        >
          {mode === 'signUp' && <TextField label="Full name" autoComplete="name" value={fields.name} onChange={change('name')} />}
          <TextField label="Email" type="email" autoComplete="email" value={fields.email} onChange={change('email')} />
          <PasswordField label="Password" autoComplete={mode === 'login' ? 'current-password' : 'new-password'} value={fields.password} onChange={change('password')} />
          {mode === 'signUp' && (
            <PasswordField label="Confirm password" autoComplete="new-password" value={fields.confirmPassword} onChange={change('confirmPassword')} />
          )}
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? 'Please wait...' : MODE_LABEL[mode]}
          </button>
        </form>
        {needEmailVerification && (
          <button type="button" className={secondaryButton} disabled={resending} onClick={() => send({ type: 'verification.resend' })}>
            {resending ? 'Sending...' : 'Resend Verification Email'}
          </button>
        )}
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
