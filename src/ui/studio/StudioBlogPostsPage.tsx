import { Link } from 'react-router';
import type { StudioBlogPostsEvent } from '../../machines/studio/studio-blog-posts.machine.ts';
import type { StudioBlogPostsView } from '../../machines/studio/studio-blog-posts.view.ts';
import * as styles from './Studio.css.ts';
import { StudioListState } from './StudioListState.tsx';
import { StudioPager } from './StudioPager.tsx';
import { StudioSearch } from './StudioSearch.tsx';

interface Props {
  readonly view: StudioBlogPostsView;
  readonly send: (event: StudioBlogPostsEvent) => void;
}

/** Captured Notes in the studio: drafts, scheduled and published posts; each opens in the editor. */
export function StudioBlogPostsPage({ view, send }: Props) {
  return (
    <>
      <h1 className={styles.title}>Blog</h1>
      <p className={styles.actions}>
        <Link className={styles.linkButton} to="/studio/blog/new">
          Write a post
        </Link>
        <Link className={styles.link} to="/studio/blog/categories">
          Blog categories
        </Link>
      </p>
      <StudioSearch label="Search by title" clearLabel="Show all" view={view} send={send} />
      <fieldset className={styles.choices}>
        <legend>State</legend>
        <div className={styles.actions}>
          {view.statuses.map((choice) => (
            <label key={choice.label} className={styles.choice}>
              <input
                type="radio"
                name="post-state"
                checked={choice.chosen}
                onChange={() => send({ type: 'status.choose', status: choice.value })}
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <StudioListState view={view} loadingText="Loading the posts…" onRetry={() => send({ type: 'list.retry' })} />
      {view.posts.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">State</th>
                <th scope="col">Goes up (Lagos time)</th>
                <th scope="col">Category</th>
                <th scope="col">Author</th>
              </tr>
            </thead>
            <tbody>
              {view.posts.map((post) => (
                <tr key={post.id}>
                  <th scope="row">
                    <Link className={styles.link} to={post.href}>
                      {post.title}
                    </Link>
                    {post.publicHref && (
                      <>
                        {' '}
                        <a className={styles.link} href={post.publicHref}>
                          (on the site)
                        </a>
                      </>
                    )}
                  </th>
                  <td>{post.state}</td>
                  <td>{post.when}</td>
                  <td>{post.category}</td>
                  <td>{post.author}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <StudioPager view={view} send={send} />
    </>
  );
}
