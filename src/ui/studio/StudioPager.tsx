import * as styles from './Studio.css.ts';

interface StudioPagerProps {
  readonly view: { readonly page: number; readonly pages: number; readonly canGoBack: boolean; readonly canGoForward: boolean };
  readonly send: (event: { type: 'page.go'; page: number }) => void;
}

/** Previous and next page of a studio list, shown only when there is more than one page. */
export function StudioPager({ view, send }: StudioPagerProps) {
  if (view.pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <button
        type="button"
        className={styles.secondaryButton}
        aria-disabled={!view.canGoBack}
        onClick={() => view.canGoBack && send({ type: 'page.go', page: view.page - 1 })}
      >
        Previous page
      </button>
      <span>
        Page {view.page} of {view.pages}
      </span>
      <button
        type="button"
        className={styles.secondaryButton}
        aria-disabled={!view.canGoForward}
        onClick={() => view.canGoForward && send({ type: 'page.go', page: view.page + 1 })}
      >
        Next page
      </button>
    </nav>
  );
}
