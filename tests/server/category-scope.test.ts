import { describe, expect, it } from 'vitest';
import { categoryScope } from '../../server/catalogue/category-scope.ts';

const TREE = [
  { id: 'cat-gear', slug: 'gear', parent_id: null },
  { id: 'cat-lenses', slug: 'lenses', parent_id: 'cat-gear' },
  { id: 'cat-tripods', slug: 'tripods', parent_id: 'cat-gear' },
  { id: 'cat-cameras', slug: 'cameras', parent_id: null },
];

describe('the categories a category filter lists', () => {
  it('is a top-level category with its sub-categories, named by slug or by id', () => {
    expect(categoryScope(TREE, 'gear')).toEqual(['cat-gear', 'cat-lenses', 'cat-tripods']);
    expect(categoryScope(TREE, 'cat-gear')).toEqual(['cat-gear', 'cat-lenses', 'cat-tripods']);
  });

  it('is a sub-category alone, without its parent or its siblings', () => {
    expect(categoryScope(TREE, 'lenses')).toEqual(['cat-lenses']);
  });

  it('is a category without sub-categories alone', () => {
    expect(categoryScope(TREE, 'cameras')).toEqual(['cat-cameras']);
  });

  it('is nothing for a name no category has, in any case or with spaces', () => {
    expect(categoryScope(TREE, 'flowers')).toEqual([]);
    expect(categoryScope(TREE, 'Gear')).toEqual([]);
    expect(categoryScope(TREE, '')).toEqual([]);
    expect(categoryScope([], 'gear')).toEqual([]);
  });

  it('names a category once when one category’s slug is another’s id', () => {
    const tangled = [
      { id: 'gear', slug: 'equipment', parent_id: null },
      { id: 'cat-gear', slug: 'gear', parent_id: 'gear' },
    ];
    expect(categoryScope(tangled, 'gear')).toEqual(['gear', 'cat-gear']);
  });
});
