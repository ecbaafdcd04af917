import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, fromTransition, type EventFromLogic } from 'xstate';
import type { components } from '../../../src/api/schema.gen.ts';
import { homeMachine } from '../../../src/machines/home/home.machine.ts';
import { homeView } from '../../../src/machines/home/home.view.ts';
import { addToCartMachine } from '../../../src/machines/shared/add-to-cart.machine.ts';
import { summary } from '../blog/fixtures.ts';

type Product = components['schemas']['Product'];
const product = (id: string) => ({ _id: id, title: id }) as unknown as Product;

type BlogPostSummary = components['schemas']['BlogPostSummary'];

function home(posts: () => Promise<BlogPostSummary[]>, products: () => Promise<Product[]> = () => Promise.resolve([product('a')])) {
  const machine = homeMachine.provide({ actors: { loadPosts: fromPromise<readonly BlogPostSummary[]>(posts), loadProducts: fromPromise<readonly Product[]>(products) } });
  return createActor(machine, { input: { reducedMotion: true } }).start();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('home page machine', () => {
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
    const actor = home(() => Promise.resolve([summary(1)]), () => Promise.reject(new Error('offline')));
    await settle();
    expect(homeView(actor.getSnapshot())).toMatchObject({ posts: { status: 'loaded' }, products: [] });
  });

  it('reaches every combination of teaser and products states (model-based)', () => {
    const events = [
      { type: 'posts.retry' },
      { type: 'xstate.done.actor.0.home.posts.loading', output: [summary(1)] },
      { type: 'xstate.error.actor.0.home.posts.loading', error: new Error('x') },
      { type: 'xstate.done.actor.0.home.products.loading', output: [product('a')] },
      { type: 'xstate.error.actor.0.home.products.loading', error: new Error('x') },
    ] as unknown as EventFromLogic<typeof homeMachine>[];
    const paths = getShortestPaths(homeMachine, { events, input: { reducedMotion: true } });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const posts of ['loading', 'loaded', 'failed']) {
      for (const products of ['loading', 'loaded', 'hidden']) expect(reached).toContain(JSON.stringify({ posts, products }));
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
