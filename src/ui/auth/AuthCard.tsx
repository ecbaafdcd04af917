import { Link } from 'react-router';
import { SITE } from '../site.ts';
import * as styles from './AuthCard.css.ts';

/** The centred card the account pages share, outside the main layout, with the studio's name home. */
export function AuthCard({ children }: { readonly children: React.ReactNode }) {
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <Link className={styles.brand} to="/">
          {SITE.name}
        </Link>
        {children}
      </div>
    </section>
  );
}
