import { Link } from 'react-router';
import { blogQueryHref } from '../../machines/blog/blog-query.ts';
import type { PostCardView } from '../../machines/home/home.view.ts';
import * as styles from './PostCard.css.ts';

/** One post on the list, the home teaser or 'You Might Also Like': picture, category, date, tags. */
/** `priority`: the card is in the first row a reader sees, so its picture is likely the page's largest paint. */
export function PostCard({
  card,
  headingLevel = 2,
  priority = false,
}: {
  readonly card: PostCardView;
  readonly headingLevel?: 2 | 3;
  readonly priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      {card.image && (
        <img
          className={styles.cardImage}
          src={card.image}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          width={1200}
          height={630}
        />
      )}
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <span className={styles.badge}>{card.category}</span>
          <time dateTime={card.dateTime}>{card.date}</time>
        </p>
        <Heading className={styles.cardTitle}>
          <Link className={styles.cardLink} to={card.href}>
            {card.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{card.excerpt}</p>
        {card.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {card.tags.map((tag) => (
              <li key={tag}>
                <Link className={styles.tag} to={blogQueryHref({ tag })}>
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
