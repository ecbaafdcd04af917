import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { blogListMachine } from '../../../src/machines/blog/blog-list.machine.ts';

describe('blogListMachine, its first state', () => {
  it('starts with no categories and an empty page of no pages', () => {
    // Not started: the initial context, before any request answers.
    const { context } = createActor(blogListMachine, { input: { query: {} } }).getSnapshot();
    expect({ categories: context.categories, page: context.page }).toEqual({ categories: [], page: { posts: [], totalPages: 0 } });
  });
});
