import { Link } from 'react-router';
import { PageMeta } from '../frame/PageMeta.tsx';
import { SITE } from '../site.ts';
import * as styles from './HomePage.css.ts';

/** /careers: the footer's Careers placeholder, until there are openings to list. */
export default function CareersRoute() {
  return (
    <div className={styles.page}>
      <PageMeta title="Careers" description={`Work with ${SITE.name}, a photography studio in ${SITE.city}.`} />
      <h1 className={styles.title}>Careers</h1>
      <p>There are no open positions right now, but we are always happy to meet photographers, stylists and retouchers.</p>
      <p>
        Send your portfolio to{' '}
        <a className={styles.link} href={`mailto:${SITE.email}`}>
          {SITE.email}
        </a>{' '}
        and we will keep it on file for when something opens up.
      </p>
      <p>
        <Link className={styles.link} to="/">
          Back to Home
        </Link>
      </p>
    </div>
  );
}
