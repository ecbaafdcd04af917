import { ELLIPSIS, pageWindow } from '../../domain/pagination.ts';
import * as styles from './ShopPage.css.ts';

interface PaginationProps {
  readonly current: number;
  readonly totalPages: number;
  readonly onChange: (page: number) => void;
}

/** Numbered pages: first, last, the current one and one either side, with ellipses. */
export function Pagination({ current, totalPages, onChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = pageWindow(current, totalPages);
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      <button type="button" className={styles.pageButton} disabled={current <= 1} onClick={() => onChange(current - 1)}>
        Previous
      </button>
      <ol className={styles.pageList}>
        {items.map((item, position) =>
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
                aria-current={item === current ? 'page' : undefined}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" className={styles.pageButton} disabled={current >= totalPages} onClick={() => onChange(current + 1)}>
        Next
      </button>
    </nav>
  );
}
