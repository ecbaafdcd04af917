import * as styles from './LoadingContents.css.ts';

/**
 * The full-screen spinner shown while a page's code and first data load. A page's own loading
 * text ('Loading stories...') goes in `detail`, on the overlay, where it can be read.
 */
export function LoadingContents({ label = 'Loading Contents', detail }: { readonly label?: string; readonly detail?: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <p>{label}</p>
      {detail && <p>{detail}</p>}
    </div>
  );
}
