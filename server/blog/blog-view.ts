import type { components } from '../../src/api/schema.gen.ts';
import type { BlogPostRow, BlogPostSummaryRow } from './blog-repository.ts';
import { sanitizePostHtml } from './post-html.ts';

/** A card on the list, the home teaser or 'You Might Also Like'. */
type Schemas = components['schemas'];

export function blogPostSummaryView(row: BlogPostSummaryRow): Schemas['BlogPostSummary'] {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    tags: row.tags,
    featuredImage: row.featured_image,
    excerpt: row.excerpt,
    publishedAt: row.published_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    views: row.views,
  };
}

/**
 * A whole post. The content was sanitized when it was stored; it is sanitized again here so a
 * row written by any other means (a manual fix in the database) still cannot carry a script.
 * `relatedProducts` arrive as the contract's Product already (fullProducts), as the shop's cards show them.
 */
export function blogPostView(
  row: BlogPostRow,
  views: number,
  relatedProducts: Schemas['Product'][],
  relatedPosts: readonly BlogPostSummaryRow[],
): Schemas['BlogPost'] {
  return {
    ...blogPostSummaryView(row),
    views,
    content: sanitizePostHtml(row.content),
    author: {
      name: row.author_name,
      profileImage: row.author_image,
      role: row.author_role,
      displayRoles: row.author_display_roles,
    },
    relatedProducts,
    relatedPosts: relatedPosts.map(blogPostSummaryView),
  };
}
