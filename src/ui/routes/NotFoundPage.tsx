import { Link } from 'react-router';
import { PageMeta } from '../frame/PageMeta.tsx';
import * as styles from './HomePage.css.ts';

export default function NotFoundPage() {
  return (
    <div className={styles.page}>
      <PageMeta title="Page not found" notFound />
      <h1 className={styles.title}>Page not found</h1>
      <p>
        <Link className={styles.link} to="/">
          Back to Home
        </Link>
      </p>
    </div>
  );
}
