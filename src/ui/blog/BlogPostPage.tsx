import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BlogPostView } from '../../machines/blog/blog-post.view.ts';
import { secondaryButton } from '../styles/buttons.css.ts';
import * as styles from '../widgets/Blog.css.ts';
import { PostArticle } from '../widgets/PostArticle.tsx';

interface BlogPostPageProps {
  readonly view: BlogPostView;
  readonly onShare: () => void;
  readonly onRetry: () => void;
  /** The related products, each with its Add to Cart (shared machine), rendered by the route. */
  readonly relatedProducts?: ReactNode;
}

function BackToBlog() {
  return (
    <Link className={styles.link} to="/lifestyle">
      <span aria-hidden="true">← </span>Back to Blog
    </Link>
  );
}

/** /lifestyle/{slug}. */
export function BlogPostPage({ view, onShare, onRetry, relatedProducts }: BlogPostPageProps) {
  const { article } = view;
  if (view.status === 'loading') {
    return (
      <div className={styles.article}>
        <p className={styles.status} role="status">
          Loading post...
        </p>
      </div>
    );
  }
  if (!article) {
    return (
      <div className={styles.article}>
        <h1 className={styles.title}>{view.message}</h1>
        {view.status === 'failed' && (
          <p>
            <button type="button" className={secondaryButton} onClick={onRetry}>
              Try Again
            </button>
          </p>
        )}
        <BackToBlog />
      </div>
    );
  }
  return <PostArticle article={article} onShare={onShare} relatedProducts={relatedProducts} />;
}
