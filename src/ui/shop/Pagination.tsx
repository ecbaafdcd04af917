import { ELLIPSIS } from '../../domain/pagination.ts';
import type { PagesView } from '../../machines/shop/shop-listing.view.ts';
import * as styles from './ShopPage.css.ts';

interface PaginationProps {
  readonly pages: PagesView;
  readonly onChange: (page: number) => void;
}

/** The numbered pages the listing's view gives, with Previous and Next. */
export function Pagination({ pages, onChange }: PaginationProps) {
  const { previous, next } = pages;
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      <button
        type="button"
        className={styles.pageButton}
        disabled={previous === null}
        onClick={() => previous !== null && onChange(previous)}
      >
        Previous
      </button>
      <ol className={styles.pageList}>
        {pages.items.map((item, position) =>
          item === ELLIPSIS ? (
            <li key={`gap-${position}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.pageButton}
                aria-label={`Page ${item}`}
                aria-current={item === pages.current ? 'page' : undefined}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" className={styles.pageButton} disabled={next === null} onClick={() => next !== null && onChange(next)}>
        Next
      </button>
    </nav>
  );
}
