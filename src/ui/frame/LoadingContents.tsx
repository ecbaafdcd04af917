import * as styles from './LoadingContents.css.ts';

/** The full-screen spinner shown while a page's code and first data load. */
export function LoadingContents({ label = 'Loading Contents' }: { readonly label?: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
