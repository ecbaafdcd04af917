/** The fixed choices of the shop filter panel and sort select. */

export const COLORS = ['Black', 'White', 'Gray', 'Brown', 'Blue', 'Red', 'Green', 'Gold', 'Silver'] as const;
export const SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
export const MATERIALS = ['Fabric', 'Paper', 'Plastic', 'Wood', 'Metal', 'Vinyl', 'Canvas'] as const;
export const FEATURES = ['Waterproof', 'Foldable', 'Heat Resistant', 'Travel-friendly', 'Magnetic', 'Reusable'] as const;

export type SortBy = 'newest' | 'price_low' | 'price_high' | 'popular' | 'rating';

export const SORT_OPTIONS: readonly { value: SortBy; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_low', label: 'Price: Low to High' },
  { value: 'price_high', label: 'Price: High to Low' },
  { value: 'popular', label: 'Most Popular' },
  { value: 'rating', label: 'Top Rated' },
];

export function isSortBy(value: unknown): value is SortBy {
  return SORT_OPTIONS.some((option) => option.value === value);
}

export type Category = { _id: string; title: string; parentCategory?: unknown };

/** Only top-level categories (no parent) are offered as filter options. */
export function topLevelCategories<C extends Category>(categories: readonly C[]): C[] {
  return categories.filter((category) => category.parentCategory == null || category.parentCategory === '');
}
