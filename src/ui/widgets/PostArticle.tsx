import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { blogQueryHref } from '../../machines/blog/blog-query.ts';
import type { BlogArticleView } from '../../machines/blog/blog-post.view.ts';
import { secondaryButton } from '../styles/buttons.css.ts';
import * as styles from './Blog.css.ts';
import * as cardStyles from './PostCard.css.ts';
import { PostCard } from './PostCard.tsx';

interface PostArticleProps {
  readonly article: BlogArticleView;
  /** The Share button's action; the studio's preview has no Share button. */
  readonly onShare?: () => void;
  /** The related products' section (RelatedProducts), with or without Add to Cart. */
  readonly relatedProducts?: ReactNode;
}

function BackToBlog() {
  return (
    <Link className={styles.link} to="/lifestyle">
      <span aria-hidden="true">← </span>Back to Blog
    </Link>
  );
}

/** A post as the public reads it on /lifestyle/{slug}, and as the studio previews it before it goes up. */
export function PostArticle({ article, onShare, relatedProducts }: PostArticleProps) {
  return (
    <article className={styles.article}>
      <nav aria-label="Breadcrumb">
        <ol className={styles.breadcrumbs}>
          <li className={styles.crumb}>
            <Link className={styles.link} to="/">
              Home
            </Link>
          </li>
          <li className={styles.crumb}>
            <Link className={styles.link} to="/lifestyle">
              Blog
            </Link>
          </li>
          <li className={styles.crumb} aria-current="page">
            {article.title}
          </li>
        </ol>
      </nav>
      <BackToBlog />
      <p className={`${cardStyles.meta} ${styles.badges}`}>
        <Link className={cardStyles.badge} to={blogQueryHref({ category: article.category })}>
          {article.category}
        </Link>
        {article.tags.map((tag) => (
          <Link key={tag} className={styles.tagBadge} to={blogQueryHref({ tag })}>
            #{tag}
          </Link>
        ))}
      </p>
      <h1 className={styles.title}>{article.title}</h1>
      <div className={styles.toolbar}>
        <time className={styles.muted} dateTime={article.dateTime}>
          {article.date}
        </time>
        <span className={styles.muted}>{article.views}</span>
        {article.liked && <span className={styles.muted}>♥ You liked this post</span>}
        {onShare && (
          <button type="button" className={secondaryButton} onClick={onShare} aria-disabled={article.sharing}>
            Share
          </button>
        )}
      </div>
      {article.image && <img className={styles.hero} src={article.image} alt="" width={1200} height={630} />}
      {/* Sanitized on the server on the way in and on the way out (server/blog/post-html.ts). */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: article.html }} />
      <aside className={styles.author} aria-label="About the author">
        {article.author.image && <img className={styles.avatar} src={article.author.image} alt="" width={64} height={64} />}
        <div>
          <p className={styles.authorName}>{article.author.name}</p>
          <p className={styles.authorRole}>{article.author.role}</p>
        </div>
      </aside>
      {relatedProducts}
      {article.relatedPosts.length > 0 && (
        <section aria-labelledby="related-posts">
          <h2 className={styles.heading} id="related-posts">
            You Might Also Like
          </h2>
          <ul className={styles.grid}>
            {article.relatedPosts.map((card) => (
              <li key={card.slug}>
                <PostCard card={card} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
