/** The studio's category rules: a name, the address it gets, and where it may be nested. */

export const CATEGORY_NAME_MIN_LENGTH = 2;
export const CATEGORY_NAME_MAX_LENGTH = 60;

export const CATEGORY_NAME_TOO_SHORT = 'The category name must be at least 2 characters';
export const CATEGORY_NAME_TOO_LONG = 'The category name must be 60 characters or less';
export const CATEGORY_NAME_NEEDS_LETTER = 'The category name needs at least one letter or digit';
export const CATEGORY_NAME_TAKEN = 'Another category already has this name';
export const CATEGORY_CYCLE = 'A category cannot be placed inside itself or one of its own sub-categories';
export const PARENT_UNKNOWN = 'That parent category does not exist';

/** The category's address in the shop ('/shop?category=film-cameras'): lower-case letters and digits joined by hyphens. */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]/)
    .filter((part) => part !== '')
    .join('-');
}

/** The first thing wrong with a category name as typed, or null. */
export function categoryNameProblem(name: string): string | null {
  const length = name.trim().length;
  if (length < CATEGORY_NAME_MIN_LENGTH) return CATEGORY_NAME_TOO_SHORT;
  if (length > CATEGORY_NAME_MAX_LENGTH) return CATEGORY_NAME_TOO_LONG;
  return categorySlug(name) === '' ? CATEGORY_NAME_NEEDS_LETTER : null;
}

export interface CategoryLink {
  readonly id: string;
  readonly parentId: string | null;
}

/**
 * Whether `id` may be placed under `parentId` (null: at the top): the parent must exist and must not
 * be the category itself or lie anywhere below it. The branch below `id` is gathered until it stops
 * growing, so data that already holds a loop cannot keep it going.
 */
export function parentProblem(categories: readonly CategoryLink[], id: string, parentId: string | null): string | null {
  if (parentId === null) return null;
  if (!categories.some((category) => category.id === parentId)) return PARENT_UNKNOWN;
  const branch = new Set<string | null>([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const category of categories) {
      if (branch.has(category.parentId) && !branch.has(category.id)) {
        branch.add(category.id);
        grew = true;
      }
    }
  }
  return branch.has(parentId) ? CATEGORY_CYCLE : null;
}
