import { Link } from 'react-router';
import * as styles from './Studio.css.ts';
import { StudioMeta } from './StudioMeta.tsx';

export default function StudioNotFound() {
  return (
    <>
      <StudioMeta title="Not found" />
      <h1 className={styles.title}>No such studio page</h1>
      <p>
        <Link className={styles.link} to="/studio">
          Back to the studio&apos;s overview
        </Link>
      </p>
    </>
  );
}
