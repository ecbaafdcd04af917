import type { SnapshotFrom } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { authorRoleLabel, isPostLiked, postDate } from '../../domain/blog.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { metaDescription } from '../../domain/metadata.ts';
import { postCard, type PostCardView } from '../home/home.view.ts';
import type { blogPostMachine } from './blog-post.machine.ts';

type Product = components['schemas']['Product'];
type BlogPost = components['schemas']['BlogPost'];

export const POST_NOT_FOUND = 'Post not found';
export const POST_FAILED = 'Failed to load blog post';

export interface BlogArticleView {
  readonly slug: string;
  readonly title: string;
  readonly category: string;
  readonly tags: readonly string[];
  readonly date: string;
  readonly dateTime: string;
  /** '1,204 views' */
  readonly views: string;
  readonly image: string | null;
  /** Sanitized by the server on the way in and out. */
  readonly html: string;
  readonly description: string;
  readonly publishedAt: string | null;
  readonly modifiedAt: string;
  readonly author: { name: string; image: string | null; role: string };
  readonly relatedProducts: readonly Product[];
  readonly relatedPosts: readonly PostCardView[];
  readonly sharing: boolean;
  /** This browser liked the post (its stored likedPosts name it); there is no like control. */
  readonly liked: boolean;
}

export interface BlogPostView {
  readonly status: 'loading' | 'notFound' | 'failed' | 'loaded';
  readonly message: string | null;
  readonly article: BlogArticleView | null;
}

export function blogPostView(snapshot: SnapshotFrom<typeof blogPostMachine>): BlogPostView {
  const { post } = snapshot.context;
  if (snapshot.matches('notFound')) return { status: 'notFound', message: POST_NOT_FOUND, article: null };
  if (snapshot.matches('failed')) return { status: 'failed', message: POST_FAILED, article: null };
  // The post is there exactly in 'loaded', which is never left.
  if (!post) return { status: 'loading', message: null, article: null };
  return {
    status: 'loaded',
    message: null,
    article: blogArticleOf(post, {
      sharing: snapshot.matches({ loaded: 'sharing' }),
      liked: isPostLiked(snapshot.context.likedPosts, post._id),
    }),
  };
}

/** A post as its page shows it; the studio's preview builds the same from the post being written. */
export function blogArticleOf(post: BlogPost, reader: { sharing: boolean; liked: boolean }): BlogArticleView {
  const date = postDate(post) ?? post.createdAt;
  return {
    slug: post.slug,
    title: post.title,
    category: post.category,
    tags: post.tags,
    date: formatDateTime(date),
    dateTime: date,
    views: `${post.views.toLocaleString('en-NG')} ${post.views === 1 ? 'view' : 'views'}`,
    image: post.featuredImage,
    html: post.content,
    description: metaDescription(post.excerpt || post.content),
    publishedAt: post.publishedAt,
    modifiedAt: post.publishedAt ?? post.createdAt,
    author: { name: post.author.name, image: post.author.profileImage ?? null, role: authorRoleLabel(post.author) },
    relatedProducts: post.relatedProducts.slice(0, 4),
    relatedPosts: post.relatedPosts.map(postCard),
    sharing: reader.sharing,
    liked: reader.liked,
  };
}
