import type { CategoryRow } from './product-rows.ts';

/**
 * The categories a category filter lists, named by slug or id: the category's own and its
 * sub-categories' (the shop nests one level). None when no category has that slug or id, so the
 * listing is empty, as it is for any filter nothing matches.
 */
export function categoryScope(categories: readonly Pick<CategoryRow, 'id' | 'slug' | 'parent_id'>[], slugOrId: string): string[] {
  const chosen = new Set(
    categories.filter((category) => category.slug === slugOrId || category.id === slugOrId).map((category) => category.id),
  );
  const children = categories.filter((category) => category.parent_id !== null && chosen.has(category.parent_id));
  return [...chosen, ...children.map((category) => category.id).filter((id) => !chosen.has(id))];
}
