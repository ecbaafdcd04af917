/** Blog ("Captured Notes") rules. */

export const MAX_CARD_TAGS = 3;
export const MAX_RELATED_PRODUCTS = 4;

export function cardTags(tags: readonly string[] | null | undefined): string[] {
  return (tags ?? []).slice(0, MAX_CARD_TAGS);
}

export type BlogAuthor = { role?: string | null; displayRoles?: readonly string[] | null };

/** displayRoles when present, otherwise the role capitalised ('editor' reads 'Editor'). */
export function authorRoleLabel(author: BlogAuthor): string {
  const roles = author.displayRoles ?? [];
  if (roles.length > 0) return roles.join(', ');
  const role = author.role ?? '';
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/** The date shown on a post: published, else created. */
export function postDate<D>(post: { publishedAt?: D | null; createdAt?: D | null }): D | undefined {
  return post.publishedAt ?? post.createdAt ?? undefined;
}

export type BlogListQuery = { category?: string; tag?: string; search?: string; page?: number };

/** Choosing a category sets it (or clears it for All Categories) and drops the page: back to page 1. */
export function chooseBlogCategory(query: BlogListQuery, category: string | null): BlogListQuery {
  const next = { ...query };
  delete next.page;
  delete next.category;
  return category ? { ...next, category } : next;
}

/** The stored list of liked post ids (browser storage 'likedPosts', JSON); anything else reads as none. */
export function parseLikedPosts(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function isPostLiked(likedPosts: readonly string[], postId: string): boolean {
  return likedPosts.includes(postId);
}
