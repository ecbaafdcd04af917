import type { AppDeps } from '../app-deps.ts';
import type { StudioActor } from '../http/app-env.ts';
import { findPostById, findRelatedPosts, findRelatedProducts, type BlogPostRow } from '../blog/blog-repository.ts';
import { blogPostView } from '../blog/blog-view.ts';
import { fullProducts } from '../catalogue/full-products.ts';
import { cleanPost, type BlogPostRequest } from './studio-blog-posts.ts';
import { slugFromTitle } from '../../src/domain/studio-blog.ts';

/**
 * The post being written as the public answer gives it (GET /blog/posts/{slug}), so the preview is
 * the public page's own rendering: the same sanitized content, author block and product cards.
 * Nothing is stored, nothing is counted.
 */
export async function previewStudioBlogPost(deps: AppDeps, actor: StudioActor, body: BlogPostRequest, postId: string | undefined) {
  const { db } = deps;
  const now = deps.clock();
  const post = cleanPost(body);
  const saved = postId ? await findPostById(db, postId) : null;
  const [category] = await db.query<{ name: string }>('select name from blog_categories where id = $1', [post.categoryId]);
  const [writer] = actor.id
    ? await db.query<{ name: string; profile_image: string | null; role: string }>(
        'select name, profile_image, role from users where id = $1',
        [actor.id],
      )
    : [];
  const row: BlogPostRow = {
    id: saved?.id ?? 'preview',
    slug: saved?.slug ?? slugFromTitle(post.title),
    title: post.title,
    category: category?.name ?? '',
    tags: post.tags,
    featured_image: post.featuredImage,
    content: post.content,
    excerpt: post.excerpt,
    published_at: post.status === 'scheduled' ? post.publishAt : (saved?.published_at ?? null),
    created_at: saved?.created_at ?? now,
    views: saved?.views ?? 0,
    author_name: saved?.author_name ?? writer?.name ?? 'The studio',
    author_image: saved ? saved.author_image : (writer?.profile_image ?? null),
    author_role: saved?.author_role ?? writer?.role ?? 'staff',
    author_display_roles: saved?.author_display_roles ?? [],
    related_product_ids: post.relatedProductIds,
    related_post_slugs: saved?.related_post_slugs ?? [],
  };
  const [products, related] = await Promise.all([
    findRelatedProducts(db, row.related_product_ids),
    findRelatedPosts(db, row.related_post_slugs, now),
  ]);
  return { success: true, data: { post: blogPostView(row, row.views, fullProducts(products), related) } };
}
