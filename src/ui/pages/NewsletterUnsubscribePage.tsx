import { Link } from 'react-router';
import type { NewsletterUnsubscribeEvent } from '../../machines/newsletter/newsletter-unsubscribe.machine.ts';
import type { NewsletterUnsubscribeView } from '../../machines/newsletter/newsletter-unsubscribe.view.ts';
import { primaryButton } from '../styles/buttons.css.ts';
import * as styles from './pages.css.ts';

interface NewsletterUnsubscribePageProps {
  readonly view: NewsletterUnsubscribeView;
  readonly send: (event: NewsletterUnsubscribeEvent) => void;
}

/** The page of the unsubscribe link in every newsletter mail: a button, then the outcome. */
export function NewsletterUnsubscribePage({ view, send }: NewsletterUnsubscribePageProps) {
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>Unsubscribe from the newsletter</h1>
      {view.screen === 'unsubscribed' ? (
        <p role="status">{view.message}</p>
      ) : (
        <>
          <p>Press the button to stop getting the studio&apos;s newsletter and any mail about it at this address.</p>
          {view.screen === 'failed' && (
            <>
              <p role="alert">{view.message}</p>
              <p className={styles.muted}>The link may be incomplete. Copy the whole link from the mail and open it again.</p>
            </>
          )}
          <p>
            <button
              type="button"
              className={primaryButton}
              disabled={!view.canConfirm}
              onClick={() => send({ type: 'unsubscribe.confirm' })}
            >
              {view.buttonLabel}
            </button>
          </p>
          {view.screen === 'unsubscribing' && <p role="status">Unsubscribing…</p>}
        </>
      )}
      <p>
        <Link className={styles.link} to="/">
          Back to Home
        </Link>
      </p>
    </div>
  );
}
