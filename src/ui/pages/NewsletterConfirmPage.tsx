import { Link } from 'react-router';
import type { NewsletterConfirmationView } from '../../machines/newsletter/newsletter-confirmation.view.ts';
import * as styles from './pages.css.ts';

interface NewsletterConfirmPageProps {
  readonly view: NewsletterConfirmationView;
}

/** The page of the Newsletter form's mailed link: 'Confirming your subscription...', then the outcome. */
export function NewsletterConfirmPage({ view }: NewsletterConfirmPageProps) {
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>Newsletter subscription</h1>
      {view.screen === 'confirming' && <p role="status">Confirming your subscription...</p>}
      {view.screen === 'confirmed' && <p role="status">{view.message}</p>}
      {view.screen === 'failed' && (
        <>
          <p role="alert">{view.message}</p>
          <p className={styles.muted}>
            The link may have expired or been used already. Subscribe again with the form at the bottom of any page.
          </p>
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
