import { ELLIPSIS } from '../../domain/pagination.ts';
import type { BlogListEvent } from '../../machines/blog/blog-list.machine.ts';
import type { BlogListView } from '../../machines/blog/blog-list.view.ts';
import { primaryButton } from '../styles/buttons.css.ts';
import * as styles from '../widgets/Blog.css.ts';
import { PostCard } from '../widgets/PostCard.tsx';

interface BlogListPageProps {
  readonly view: BlogListView;
  readonly send: (event: BlogListEvent) => void;
}

function Pagination({ view, send }: BlogListPageProps) {
  if (view.pages.length === 0) return null;
  return (
    <nav aria-label="Pagination">
      <ul className={styles.pagination}>
        <li>
          <button
            type="button"
            className={styles.pageButton}
            disabled={view.previousPage === null}
            onClick={() => view.previousPage && send({ type: 'page.choose', page: view.previousPage })}
          >
            Previous
          </button>
        </li>
        {view.pages.map((item, index) =>
          item === ELLIPSIS ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.pageButton}
                aria-label={`Page ${item}`}
                aria-current={item === view.page ? 'page' : undefined}
                onClick={() => send({ type: 'page.choose', page: item })}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.pageButton}
            disabled={view.nextPage === null}
            onClick={() => view.nextPage && send({ type: 'page.choose', page: view.nextPage })}
          >
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** /lifestyle: the category dropdown, 9 cards a page and the pagination. */
export function BlogListPage({ view, send }: BlogListPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Captured Notes</h1>
      <p className={styles.muted}>Stories, tips and behind-the-scenes notes from our studio in Ibadan.</p>
      <div className={styles.toolbar}>
        <label htmlFor="blog-category">Category</label>
        <select
          id="blog-category"
          className={styles.select}
          value={view.category}
          onChange={(event) => send({ type: 'category.choose', category: event.target.value || null })}
        >
          <option value="">All Categories</option>
          {view.categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
          {view.category && !view.categories.includes(view.category) && <option value={view.category}>{view.category}</option>}
        </select>
      </div>
      {view.status === 'loading' && (
        <p className={styles.status} role="status">
          Loading posts...
        </p>
      )}
      {view.status === 'empty' && <p className={styles.status}>{view.message}</p>}
      {view.status === 'failed' && (
        <div role="alert" className={styles.status}>
          <p>{view.message}</p>
          <button type="button" className={primaryButton} onClick={() => send({ type: 'posts.retry' })}>
            Try Again
          </button>
        </div>
      )}
      {view.cards.length > 0 && (
        <ul className={styles.grid}>
          {view.cards.map((card, index) => (
            <li key={card.slug}>
              <PostCard card={card} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination view={view} send={send} />
    </div>
  );
}
