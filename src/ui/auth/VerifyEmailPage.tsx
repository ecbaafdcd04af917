import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'react-router';
import type { emailVerificationMachine } from '../../machines/auth/email-verification.machine.ts';
import { AuthCard } from './AuthCard.tsx';
import { primaryButton } from '../styles/buttons.css.ts';
import * as styles from './AuthCard.css.ts';

interface VerifyEmailPageProps {
  readonly actor: ActorRefFrom<typeof emailVerificationMachine>;
}

/** /verify-email/{token}: 'Verifying your email...', then the server's message or the spec's. */
export function VerifyEmailPage({ actor }: VerifyEmailPageProps) {
  const snapshot = useSelector(actor, (current) => current);

  return (
    <AuthCard>
        <h1 className={styles.title}>Email verification</h1>
        {snapshot.matches('loading') && (
          <p className={styles.text} role="status">
            Verifying your email...
          </p>
        )}
        {snapshot.matches('success') && (
          <>
            <p className={styles.text} role="status">
              {snapshot.context.message}
            </p>
            <Link className={primaryButton} to="/login">
              Go to Login
            </Link>
          </>
        )}
        {snapshot.matches('error') && (
          <>
            <p className={styles.text}>{snapshot.context.message}</p>
            <p className={styles.text}>Please try again or request a new verification email.</p>
          </>
        )}
        <div className={styles.links}>
          <Link className={styles.link} to="/">
            Back to Home
          </Link>
        </div>
    </AuthCard>
  );
}
