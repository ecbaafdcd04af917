import type { SnapshotFrom } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { cardTags, postDate } from '../../domain/blog.ts';
import { formatDateTime } from '../../domain/dates.ts';
import type { homeMachine } from './home.machine.ts';
import { NEXT_PAGE_READS } from './next-page-reads.ts';

type Product = components['schemas']['Product'];

export const CAPTURED_NOTES_FAILED = 'Failed to load captured notes';

export interface PostCardView {
  readonly slug: string;
  readonly href: string;
  readonly title: string;
  readonly excerpt: string;
  readonly category: string;
  readonly image: string | null;
  readonly date: string;
  readonly dateTime: string;
  readonly tags: readonly string[];
}

export function postCard(post: components['schemas']['BlogPostSummary']): PostCardView {
  const date = postDate(post) ?? post.createdAt;
  return {
    slug: post.slug,
    href: `/lifestyle/${post.slug}`,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    image: post.featuredImage,
    date: formatDateTime(date),
    dateTime: date,
    tags: cardTags(post.tags),
  };
}

/** A featured category as a way into the shop, filtered by it. */
export interface CategoryLinkView {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** '12 products', '1 product'. */
  readonly countText: string;
  readonly href: string;
}

export interface HomeView {
  readonly posts: { status: 'loading' | 'failed' | 'loaded'; cards: readonly PostCardView[]; error: string | null };
  readonly products: readonly Product[];
  /** Shop by category; empty (the section hidden) until they load, or when they cannot. */
  readonly categories: readonly CategoryLinkView[];
  /** The API addresses the page names for the browser to prefetch: none until its own data has arrived. */
  readonly prefetch: readonly string[];
}

export function homeView(snapshot: SnapshotFrom<typeof homeMachine>): HomeView {
  const failed = snapshot.matches({ posts: 'failed' });
  return {
    posts: {
      status: failed ? 'failed' : snapshot.matches({ posts: 'loaded' }) ? 'loaded' : 'loading',
      cards: snapshot.context.posts.map(postCard),
      error: failed ? CAPTURED_NOTES_FAILED : null,
    },
    products: snapshot.matches({ products: 'loaded' }) ? snapshot.context.products : [],
    categories: snapshot.context.categories.map((category) => ({
      id: category._id,
      title: category.title,
      description: category.description ?? '',
      countText: `${category.productCount} ${category.productCount === 1 ? 'product' : 'products'}`,
      href: `/shop?${new URLSearchParams({ category: category.slug }).toString()}`,
    })),
    prefetch: snapshot.matches({ prefetch: 'due' }) ? NEXT_PAGE_READS : [],
  };
}
