import { Link } from 'react-router';
import type { EmailVerificationView } from '../../machines/auth/email-verification.view.ts';
import { AuthCard } from './AuthCard.tsx';
import { primaryButton } from '../styles/buttons.css.ts';
import { ButtonLink } from '../widgets/ButtonLink.tsx';
import * as styles from './AuthCard.css.ts';

interface VerifyEmailPageProps {
  readonly view: EmailVerificationView;
}

/** /verify-email/{token}: 'Verifying your email...', then the server's message or the spec's. */
export function VerifyEmailPage({ view }: VerifyEmailPageProps) {
  return (
    <AuthCard>
      <h1 className={styles.title}>Email verification</h1>
      {view.screen === 'loading' && (
        <p className={styles.text} role="status">
          Verifying your email...
        </p>
      )}
      {view.screen === 'success' && (
        <>
          <p className={styles.text} role="status">
            {view.message}
          </p>
          {/* The spec's 'Go to Login' button. */}
          <ButtonLink className={primaryButton} to="/login">
            Go to Login
          </ButtonLink>
        </>
      )}
      {view.screen === 'error' && (
        <>
          <p className={styles.text}>{view.message}</p>
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
