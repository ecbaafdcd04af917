import { describe, expect, it } from 'vitest';
import { COLORS, FEATURES, isSortBy, MATERIALS, SIZES, SORT_OPTIONS, topLevelCategories } from '../../src/domain/filter-options.ts';

describe('filter options', () => {
  it('lists the spec’s colours, sizes, materials and features', () => {
    expect(COLORS).toEqual(['Black', 'White', 'Gray', 'Brown', 'Blue', 'Red', 'Green', 'Gold', 'Silver']);
    expect(SIZES).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(MATERIALS).toEqual(['Fabric', 'Paper', 'Plastic', 'Wood', 'Metal', 'Vinyl', 'Canvas']);
    expect(FEATURES).toEqual(['Waterproof', 'Foldable', 'Heat Resistant', 'Travel-friendly', 'Magnetic', 'Reusable']);
  });

  it('lists the five sort options', () => {
    expect(SORT_OPTIONS).toEqual([
      { value: 'newest', label: 'Newest' },
      { value: 'price_low', label: 'Price: Low to High' },
      { value: 'price_high', label: 'Price: High to Low' },
      { value: 'popular', label: 'Most Popular' },
      { value: 'rating', label: 'Top Rated' },
    ]);
    expect(isSortBy('price_high')).toBe(true);
    expect(isSortBy('rating')).toBe(true);
    expect(isSortBy('oldest')).toBe(false);
    expect(isSortBy(undefined)).toBe(false);
  });
});

describe('topLevelCategories', () => {
  it('keeps only categories without a parent', () => {
    const categories = [
      { _id: 'a', title: 'Lighting' },
      { _id: 'b', title: 'Softboxes', parentCategory: 'a' },
      { _id: 'c', title: 'Backdrops', parentCategory: null },
      { _id: 'd', title: 'Courses', parentCategory: '' },
      { _id: 'e', title: 'Vinyl', parentCategory: { _id: 'c' } },
    ];
    expect(topLevelCategories(categories).map((category) => category._id)).toEqual(['a', 'c', 'd']);
  });
});
