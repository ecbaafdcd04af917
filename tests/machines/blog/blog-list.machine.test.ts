import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventFromLogic } from 'xstate';
import type { BlogListQuery } from '../../../src/domain/blog.ts';
import { ELLIPSIS } from '../../../src/domain/pagination.ts';
import { blogListMachine, type BlogPage, type BlogRequest } from '../../../src/machines/blog/blog-list.machine.ts';
import { blogListView } from '../../../src/machines/blog/blog-list.view.ts';
import { blogQueryHref, readBlogQuery } from '../../../src/machines/blog/blog-query.ts';
import { summary } from './fixtures.ts';
import { settle } from '../shared/support.ts';

const CATEGORIES = [
  { _id: 'c1', name: 'Behind the Scenes' },
  { _id: 'c2', name: 'Photography Tips' },
];

function list(
  query: BlogListQuery,
  loadPosts: (request: BlogRequest) => Promise<BlogPage>,
  categories: () => Promise<typeof CATEGORIES> = () => Promise.resolve(CATEGORIES),
) {
  const requests: BlogRequest[] = [];
  const machine = blogListMachine.provide({
    actors: {
      loadPosts: fromPromise(({ input }: { input: BlogRequest }) => {
        requests.push(input);
        return loadPosts(input);
      }),
      loadCategories: fromPromise<readonly (typeof CATEGORIES)[number][]>(categories),
    },
  });
  const actor = createActor(machine, { input: { query } });
  const navigations: string[] = [];
  actor.on('navigate', (effect) => navigations.push(effect.to));
  actor.start();
  return { actor, requests, navigations, view: () => blogListView(actor.getSnapshot()) };
}

const page = (count: number, totalPages: number): BlogPage => ({
  posts: Array.from({ length: count }, (_, i) => summary(i + 1)),
  totalPages,
});

describe('the blog list query in the address', () => {
  it('reads category, tag, search and page, dropping blanks and page 1', () => {
    expect(readBlogQuery('?category=Gear+Guides&tag=lighting&search=%20flash%20&page=3')).toEqual({
      category: 'Gear Guides',
      tag: 'lighting',
      search: 'flash',
      page: 3,
    });
    expect(readBlogQuery('?category=&page=1')).toEqual({});
    expect(readBlogQuery('?page=-2')).toEqual({});
    expect(readBlogQuery('?page=2.5')).toEqual({});
  });

  it('writes it back, page 1 left out', () => {
    expect(blogQueryHref({ category: 'Gear Guides', page: 2 })).toBe('/lifestyle?category=Gear+Guides&page=2');
    expect(blogQueryHref({ page: 1 })).toBe('/lifestyle');
    expect(blogQueryHref({ category: 'Gear Guides', tag: 'flash', search: 'soft light', page: 3 })).toBe(
      '/lifestyle?category=Gear+Guides&tag=flash&search=soft+light&page=3',
    );
  });
});

describe('blog list machine', () => {
  it('asks for 9 posts of the page in the address with its filters', async () => {
    const { requests, view } = list({ category: 'Gear Guides', tag: 'flash', page: 2 }, () => Promise.resolve(page(9, 3)));
    expect(view().status).toBe('loading');
    await settle();
    expect(requests).toEqual([{ category: 'Gear Guides', tag: 'flash', page: 2, limit: 9 }]);
    expect(view()).toMatchObject({
      status: 'loaded',
      message: null,
      category: 'Gear Guides',
      categories: ['Behind the Scenes', 'Photography Tips'],
      page: 2,
      pages: [1, 2, 3],
      previousPage: 1,
      nextPage: 3,
    });
    expect(view().cards).toHaveLength(9);
  });

  it('shows first, last, neighbours and ellipses on a long list, without previous on page 1', async () => {
    const { view } = list({}, () => Promise.resolve(page(9, 10)));
    await settle();
    expect(view()).toMatchObject({ page: 1, pages: [1, 2, ELLIPSIS, 10], previousPage: null, nextPage: 2 });
  });

  it('has no next page on the last one, and no category chosen when the address names none', async () => {
    const { view } = list({ page: 3 }, () => Promise.resolve(page(2, 3)));
    await settle();
    expect(view()).toMatchObject({ category: '', page: 3, pages: [1, 2, 3], previousPage: 2, nextPage: null });
  });

  it("says 'No blog posts found.' when nothing matches, with no pagination", async () => {
    const { view } = list({ search: 'zebra' }, () => Promise.resolve(page(0, 0)));
    await settle();
    expect(view()).toMatchObject({ status: 'empty', message: 'No blog posts found.', pages: [], nextPage: null, previousPage: null });
  });

  it("says 'Failed to load blog posts' and Try Again loads again", async () => {
    let calls = 0;
    const { actor, view } = list({}, () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(page(1, 1))));
    await settle();
    expect(view()).toMatchObject({ status: 'failed', message: 'Failed to load blog posts', cards: [] });
    actor.send({ type: 'posts.retry' });
    await settle();
    expect(view()).toMatchObject({ status: 'loaded', pages: [] });
  });

  it('keeps working with All Categories alone when the categories cannot be loaded', async () => {
    const { view } = list(
      {},
      () => Promise.resolve(page(2, 1)),
      () => Promise.reject(new Error('offline')),
    );
    await settle();
    expect(view()).toMatchObject({ status: 'loaded', categories: [] });
  });

  it('choosing a category keeps tag and search, drops the page, and navigates; All Categories clears it', async () => {
    const { actor, navigations } = list({ category: 'Lifestyle', tag: 'lagos', page: 3 }, () => Promise.resolve(page(1, 3)));
    actor.send({ type: 'category.choose', category: 'Gear Guides' });
    actor.send({ type: 'category.choose', category: null });
    expect(navigations).toEqual(['/lifestyle?category=Gear+Guides&tag=lagos', '/lifestyle?tag=lagos']);
  });

  it('choosing a page navigates to it with the same filters', async () => {
    const { actor, navigations } = list({ category: 'Lifestyle' }, () => Promise.resolve(page(9, 3)));
    await settle();
    actor.send({ type: 'page.choose', page: 2 });
    actor.send({ type: 'page.choose', page: 1 });
    expect(navigations).toEqual(['/lifestyle?category=Lifestyle&page=2', '/lifestyle?category=Lifestyle']);
  });

  it('reaches loading, loaded and failed, and retries only from failed (model-based)', () => {
    const events = [
      { type: 'posts.retry' },
      { type: 'xstate.done.actor.0.blogList.loading', output: page(1, 1) },
      { type: 'xstate.error.actor.0.blogList.loading', error: new Error('x') },
    ] as unknown as EventFromLogic<typeof blogListMachine>[];
    const paths = getShortestPaths(blogListMachine, { events, input: { query: {} } });
    expect(paths.map((path) => [String(path.state.value), path.steps.length - 1]).sort()).toEqual([
      ['failed', 1],
      ['loaded', 1],
      ['loading', 0],
    ]);
  });
});
