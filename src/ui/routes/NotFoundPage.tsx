import { Link } from 'react-router';
import * as styles from './HomePage.css.ts';

export default function NotFoundPage() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Page not found</h1>
      <p>
        <Link to="/">Back to Home</Link>
      </p>
    </main>
  );
}
