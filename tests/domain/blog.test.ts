import { describe, expect, it } from 'vitest';
import {
  authorRoleLabel,
  cardTags,
  chooseBlogCategory,
  isPostLiked,
  parseLikedPosts,
  MAX_RELATED_PRODUCTS,
  postDate,
} from '../../src/domain/blog.ts';

describe('blog cards and posts', () => {
  it('shows up to 3 tags', () => {
    expect(cardTags(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(cardTags(undefined)).toEqual([]);
    expect(MAX_RELATED_PRODUCTS).toBe(4);
  });

  it('labels the author with displayRoles, else the capitalised role', () => {
    expect(authorRoleLabel({ role: 'editor', displayRoles: ['Photographer', 'Editor'] })).toBe('Photographer, Editor');
    expect(authorRoleLabel({ role: 'editor', displayRoles: [] })).toBe('Editor');
    expect(authorRoleLabel({ role: 'admin' })).toBe('Admin');
    expect(authorRoleLabel({})).toBe('');
  });

  it('dates a post by publishedAt, else createdAt', () => {
    expect(postDate({ publishedAt: 'p', createdAt: 'c' })).toBe('p');
    expect(postDate({ publishedAt: null, createdAt: 'c' })).toBe('c');
    expect(postDate({})).toBeUndefined();
  });

  it('reads the liked flag from the local list', () => {
    expect(isPostLiked(['a', 'b'], 'b')).toBe(true);
    expect(isPostLiked([], 'b')).toBe(false);
  });
});

describe('chooseBlogCategory', () => {
  it('sets the category and drops the page', () => {
    expect(chooseBlogCategory({ category: 'old', tag: 't', search: 's', page: 3 }, 'travel')).toEqual({
      category: 'travel',
      tag: 't',
      search: 's',
    });
  });

  it('clears the category for All Categories', () => {
    expect(chooseBlogCategory({ category: 'old', page: 2 }, null)).toEqual({});
    expect(chooseBlogCategory({ tag: 't' }, '')).toEqual({ tag: 't' });
  });
});

describe('parseLikedPosts', () => {
  it('reads the stored JSON list of post ids', () => {
    expect(parseLikedPosts('["p1","p2"]')).toEqual(['p1', 'p2']);
  });

  it('reads nothing, not garbage, from a missing, broken or foreign value', () => {
    expect(parseLikedPosts(null)).toEqual([]);
    expect(parseLikedPosts('not json')).toEqual([]);
    expect(parseLikedPosts('{"p1":true}')).toEqual([]);
    expect(parseLikedPosts('["p1",2,null]')).toEqual(['p1']);
  });
});
