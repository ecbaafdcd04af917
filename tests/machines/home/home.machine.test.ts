import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, fromTransition, type EventFromLogic } from 'xstate';
import type { components } from '../../../src/api/schema.gen.ts';
import { homeMachine, type FeaturedCategory } from '../../../src/machines/home/home.machine.ts';
import { homeView } from '../../../src/machines/home/home.view.ts';
import { addToCartMachine } from '../../../src/machines/shared/add-to-cart.machine.ts';
import { summary } from '../blog/fixtures.ts';
import { settle } from '../shared/support.ts';

type Product = components['schemas']['Product'];
const product = (id: string) => ({ _id: id, title: id }) as unknown as Product;

type BlogPostSummary = components['schemas']['BlogPostSummary'];

function home(posts: () => Promise<BlogPostSummary[]>, products: () => Promise<Product[]> = () => Promise.resolve([product('a')])) {
  const machine = homeMachine.provide({
    actors: { loadPosts: fromPromise<readonly BlogPostSummary[]>(posts), loadProducts: fromPromise<readonly Product[]>(products) },
  });
  return createActor(machine, { input: { reducedMotion: true } }).start();
}

describe('home page machine', () => {
  it('offers the featured categories (GET /category/featured) as links into the shop, and hides them when they fail', async () => {
    const featured: FeaturedCategory[] = [
      {
        _id: 'cat-backdrops',
        title: 'Backdrops',
        slug: 'backdrops',
        parentCategory: null,
        featured: true,
        description: 'Muslin and paper.',
        productCount: 12,
      },
      { _id: 'cat-digital', title: 'Courses', slug: 'courses', parentCategory: null, featured: true, productCount: 1 },
      { _id: 'cat-new', title: 'New', slug: 'new', parentCategory: null, featured: true, productCount: 0 },
    ];
    const start = (load: () => Promise<FeaturedCategory[]>) =>
      createActor(
        homeMachine.provide({
          actors: {
            loadPosts: fromPromise<readonly BlogPostSummary[]>(async () => []),
            loadProducts: fromPromise<readonly Product[]>(async () => []),
            loadFeaturedCategories: fromPromise<readonly FeaturedCategory[]>(load),
          },
        }),
        { input: { reducedMotion: true } },
      ).start();
    const shown = start(async () => featured);
    expect(homeView(shown.getSnapshot()).categories).toEqual([]);
    await settle();
    expect(homeView(shown.getSnapshot()).categories).toEqual([
      {
        id: 'cat-backdrops',
        title: 'Backdrops',
        description: 'Muslin and paper.',
        countText: '12 products',
        href: '/shop?category=backdrops',
      },
      { id: 'cat-digital', title: 'Courses', description: '', countText: '1 product', href: '/shop?category=courses' },
      { id: 'cat-new', title: 'New', description: '', countText: '0 products', href: '/shop?category=new' },
    ]);
    const failed = start(() => Promise.reject(new Error('offline')));
    await settle();
    expect(failed.getSnapshot().matches({ categories: 'hidden' })).toBe(true);
    expect(homeView(failed.getSnapshot()).categories).toEqual([]);
  });

  it('shows the 3 latest posts as cards and up to 4 featured products', async () => {
    const actor = home(
      () => Promise.resolve([summary(1), summary(2), summary(3), summary(4)]),
      () => Promise.resolve(['a', 'b', 'c', 'd', 'e'].map(product)),
    );
    expect(homeView(actor.getSnapshot()).posts.status).toBe('loading');
    await settle();
    const view = homeView(actor.getSnapshot());
    expect(view.posts).toMatchObject({ status: 'loaded', error: null });
    expect(view.posts.cards.map((card) => [card.href, card.category, card.tags])).toEqual([
      ['/lifestyle/post-1', 'Photography Tips', ['portraits', 'light', 'ibadan']],
      ['/lifestyle/post-2', 'Photography Tips', ['portraits', 'light', 'ibadan']],
      ['/lifestyle/post-3', 'Photography Tips', ['portraits', 'light', 'ibadan']],
    ]);
    expect(view.posts.cards[0]?.date).toBe('31 October 2026 at 10:00 am');
    expect(view.products.map((item) => item._id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it("says 'Failed to load captured notes' and loads again on retry", async () => {
    let calls = 0;
    const actor = home(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve([summary(1)])));
    await settle();
    expect(homeView(actor.getSnapshot()).posts).toEqual({ status: 'failed', cards: [], error: 'Failed to load captured notes' });
    actor.send({ type: 'posts.retry' });
    expect(homeView(actor.getSnapshot()).posts.status).toBe('loading');
    await settle();
    expect(homeView(actor.getSnapshot()).posts.cards.map((card) => card.slug)).toEqual(['post-1']);
  });

  it('hides the featured products when they cannot be loaded, the posts unaffected', async () => {
    const actor = home(
      () => Promise.resolve([summary(1)]),
      () => Promise.reject(new Error('offline')),
    );
    await settle();
    expect(homeView(actor.getSnapshot())).toMatchObject({ posts: { status: 'loaded' }, products: [] });
  });

  it('reaches every combination of teaser and products states; the prefetch waits for both (model-based)', () => {
    const events = [
      { type: 'posts.retry' },
      { type: 'xstate.done.actor.0.home.posts.loading', output: [summary(1)] },
      { type: 'xstate.error.actor.0.home.posts.loading', error: new Error('x') },
      { type: 'xstate.done.actor.0.home.products.loading', output: [product('a')] },
      { type: 'xstate.error.actor.0.home.products.loading', error: new Error('x') },
    ] as unknown as EventFromLogic<typeof homeMachine>[];
    const paths = getShortestPaths(homeMachine, { events, input: { reducedMotion: true } });
    const values = paths.map((path) => path.state.value as { posts: string; products: string; prefetch: string });
    const reached = new Set(values.map(({ posts, products }) => JSON.stringify({ posts, products })));
    for (const posts of ['loading', 'loaded', 'failed']) {
      for (const products of ['loading', 'loaded', 'hidden']) expect(reached).toContain(JSON.stringify({ posts, products }));
    }
    expect(new Set(values.map((value) => value.prefetch))).toEqual(new Set(['waiting', 'due']));
    for (const value of values) {
      if (value.prefetch !== 'waiting') expect([value.posts, value.products === 'loading']).toEqual(['loaded', false]);
    }
  });
});

describe('home featured products: Add to Cart', () => {
  it('gives each featured product its own button and adds product id and quantity 1', async () => {
    const lines: unknown[] = [];
    const featured = (id: string) => ({ _id: id, title: id, stock: 3, preorder: { allowed: false }, variants: [] }) as unknown as Product;
    const machine = homeMachine.provide({
      actors: {
        loadPosts: fromPromise<readonly BlogPostSummary[]>(() => Promise.resolve([])),
        loadProducts: fromPromise<readonly Product[]>(() => Promise.resolve(['a', 'b'].map(featured))),
        addToCart: addToCartMachine.provide({
          actors: {
            addToCart: fromPromise(({ input }) => {
              lines.push(input);
              return Promise.resolve({} as never);
            }),
          },
        }),
      },
    });
    const session = createActor(fromTransition((state) => state, { token: 't' })).start();
    const actor = createActor(machine, { input: { reducedMotion: true, session } });
    const toasts: string[] = [];
    actor.on('toast', (effect) => toasts.push(effect.message));
    actor.start();
    await settle();
    expect(Object.keys(actor.getSnapshot().context.carts)).toEqual(['a', 'b']);
    actor.send({ type: 'product.add', productId: 'b' });
    await settle();
    expect(lines).toEqual([{ productId: 'b', quantity: 1 }]);
    expect(toasts).toEqual(['Item added to cart']);
  });
});

describe('home prefetch (categories, images and blog lists)', () => {
  function withPrefetch(posts: () => Promise<BlogPostSummary[]>, products: () => Promise<Product[]>) {
    const machine = homeMachine.provide({
      actors: {
        loadPosts: fromPromise<readonly BlogPostSummary[]>(posts),
        loadProducts: fromPromise<readonly Product[]>(products),
      },
    });
    return createActor(machine, { input: { reducedMotion: true } }).start();
  }
  const prefetched = (actor: ReturnType<typeof withPrefetch>) => homeView(actor.getSnapshot()).prefetch;

  it('names the next pages’ reads once the teaser is in and the featured products have settled, not before', async () => {
    let deliverProducts: (products: Product[]) => void = () => {};
    const actor = withPrefetch(
      () => Promise.resolve([summary(1)]),
      () => new Promise((resolve) => (deliverProducts = resolve)),
    );
    expect(prefetched(actor)).toEqual([]);
    await settle();
    expect(actor.getSnapshot().matches({ posts: 'loaded', prefetch: 'waiting' })).toBe(true);
    expect(prefetched(actor)).toEqual([]);
    deliverProducts([product('a')]);
    await settle();
    expect(actor.getSnapshot().matches({ prefetch: 'due' })).toBe(true);
    expect(prefetched(actor)).toEqual([
      '/api/v1/category',
      '/api/v1/blog/categories',
      '/api/v1/blog/posts?page=1&limit=9',
      '/api/v1/gallery?galleryType=humanstories&limit=100&page=1',
      '/api/v1/gallery?galleryType=productshowcase&limit=100',
    ]);
  });

  it('also when the featured products fail (they stay hidden)', async () => {
    const actor = withPrefetch(
      () => Promise.resolve([summary(1)]),
      () => Promise.reject(new Error('down')),
    );
    await settle();
    await settle();
    expect(actor.getSnapshot().matches({ products: 'hidden', prefetch: 'due' })).toBe(true);
    expect(prefetched(actor)).toHaveLength(5);
    expect(homeView(actor.getSnapshot()).posts).toMatchObject({ status: 'loaded', error: null });
  });

  it('waits while the teaser has failed, and names them after a successful retry', async () => {
    let fail = true;
    const actor = withPrefetch(
      () => (fail ? Promise.reject(new Error('down')) : Promise.resolve([summary(1)])),
      () => Promise.resolve([product('a')]),
    );
    await settle();
    expect(actor.getSnapshot().matches({ posts: 'failed', prefetch: 'waiting' })).toBe(true);
    expect(prefetched(actor)).toEqual([]);
    fail = false;
    actor.send({ type: 'posts.retry' });
    await settle();
    expect(prefetched(actor)).toHaveLength(5);
  });
});
