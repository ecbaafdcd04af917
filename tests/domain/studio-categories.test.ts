import { describe, expect, it } from 'vitest';
import {
  CATEGORY_CYCLE,
  CATEGORY_NAME_NEEDS_LETTER,
  CATEGORY_NAME_TOO_LONG,
  CATEGORY_NAME_TOO_SHORT,
  categoryNameProblem,
  categorySlug,
  PARENT_UNKNOWN,
  parentProblem,
} from '../../src/domain/studio-categories.ts';

describe('category names', () => {
  it('give a slug of lower-case words joined by hyphens', () => {
    expect(categorySlug('  Film & Instant Cameras! ')).toBe('film-instant-cameras');
    expect(categorySlug('35mm')).toBe('35mm');
    expect(categorySlug('a  b')).toBe('a-b');
    expect(categorySlug('—')).toBe('');
  });

  it('are 2 to 60 characters with a letter or digit', () => {
    expect(CATEGORY_NAME_TOO_SHORT).toBe('The category name must be at least 2 characters');
    expect(CATEGORY_NAME_TOO_LONG).toBe('The category name must be 60 characters or less');
    expect(CATEGORY_NAME_NEEDS_LETTER).toBe('The category name needs at least one letter or digit');
    expect(categoryNameProblem(' a ')).toBe(CATEGORY_NAME_TOO_SHORT);
    expect(categoryNameProblem(' ab ')).toBeNull();
    expect(categoryNameProblem(` ${'c'.repeat(60)} `)).toBeNull();
    expect(categoryNameProblem('c'.repeat(61))).toBe(CATEGORY_NAME_TOO_LONG);
    expect(categoryNameProblem('&&')).toBe(CATEGORY_NAME_NEEDS_LETTER);
  });
});

describe('parentProblem', () => {
  // cameras > film > instant; lenses at the top
  const tree = [
    { id: 'cameras', parentId: null },
    { id: 'film', parentId: 'cameras' },
    { id: 'instant', parentId: 'film' },
    { id: 'lenses', parentId: null },
  ];

  it('lets a category go to the top or under any category outside its own branch', () => {
    expect(parentProblem(tree, 'film', null)).toBeNull();
    expect(parentProblem(tree, 'film', 'lenses')).toBeNull();
    expect(parentProblem(tree, 'lenses', 'instant')).toBeNull();
    expect(parentProblem(tree, 'new', 'instant')).toBeNull();
  });

  it('refuses the category itself and anything below it', () => {
    expect(CATEGORY_CYCLE).toBe('A category cannot be placed inside itself or one of its own sub-categories');
    expect(parentProblem(tree, 'film', 'film')).toBe(CATEGORY_CYCLE);
    expect(parentProblem(tree, 'cameras', 'film')).toBe(CATEGORY_CYCLE);
    expect(parentProblem(tree, 'cameras', 'instant')).toBe(CATEGORY_CYCLE);
  });

  it('refuses a parent that does not exist', () => {
    expect(PARENT_UNKNOWN).toBe('That parent category does not exist');
    expect(parentProblem(tree, 'film', 'nowhere')).toBe(PARENT_UNKNOWN);
  });

  it('stops on a loop already in the data', () => {
    const looped = [
      { id: 'a', parentId: 'b' },
      { id: 'b', parentId: 'a' },
      { id: 'c', parentId: null },
    ];
    expect(parentProblem(looped, 'c', 'a')).toBeNull();
  });

  it('walks as deep as the tree goes, whatever order the categories come in', () => {
    const chain = Array.from({ length: 6 }, (_, index) => ({ id: `c${index}`, parentId: index === 0 ? null : `c${index - 1}` }));
    expect(parentProblem(chain, 'c0', 'c5')).toBe(CATEGORY_CYCLE);
    expect(parentProblem([...chain].reverse(), 'c0', 'c5')).toBe(CATEGORY_CYCLE);
    expect(parentProblem([...chain].reverse(), 'c3', 'c2')).toBeNull();
  });
});
