import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { components } from '../../../src/api/schema.gen.ts';
import { homeMachine } from '../../../src/machines/home/home.machine.ts';
import { countersView } from '../../../src/machines/home/counters.view.ts';
import { homeView } from '../../../src/machines/home/home.view.ts';
import { settle } from '../shared/support.ts';

type Product = components['schemas']['Product'];
type BlogPostSummary = components['schemas']['BlogPostSummary'];

function home(reducedMotion: boolean, products: () => Promise<readonly Product[]> = () => new Promise<readonly Product[]>(() => {})) {
  const machine = homeMachine.provide({
    actors: {
      loadPosts: fromPromise<readonly BlogPostSummary[]>(() => new Promise<readonly BlogPostSummary[]>(() => {})),
      loadProducts: fromPromise<readonly Product[]>(products),
    },
  });
  return createActor(machine, { input: { reducedMotion } }).start();
}

describe('home page, before anything has loaded', () => {
  it('has no posts, no products and no buttons yet', () => {
    const actor = home(true);
    expect(actor.getSnapshot().context).toMatchObject({
      session: null,
      reducedMotion: true,
      posts: [],
      products: [],
      categories: [],
      carts: {},
      postsArrived: false,
      productsSettled: false,
    });
    expect(homeView(actor.getSnapshot())).toEqual({
      posts: { status: 'loading', cards: [], error: null },
      products: [],
      categories: [],
      prefetch: [],
    });
  });
});

describe('home counters follow the reduced-motion preference', () => {
  it('with reduced motion they show 100+, 200+ and 98% at once', () => {
    const counters = home(true).getSnapshot().children.counters;
    if (!counters) throw new Error('no counters child');
    expect(countersView(counters.getSnapshot()).map((counter) => counter.text)).toEqual(['100+', '200+', '98%']);
  });

  it('without it they wait at zero for the section to be seen', () => {
    const counters = home(false).getSnapshot().children.counters;
    if (!counters) throw new Error('no counters child');
    expect(countersView(counters.getSnapshot()).map((counter) => counter.text)).toEqual(['0+', '0+', '0%']);
  });
});

describe('home featured products: an add for a product not shown', () => {
  it('is ignored: nothing is sent and the page keeps running', async () => {
    const featured = { _id: 'a', title: 'a', stock: 3, preorder: { allowed: false }, variants: [] } as unknown as Product;
    const actor = home(true, () => Promise.resolve([featured]));
    const effects: unknown[] = [];
    actor.on('*', (effect) => effects.push(effect));
    await settle();
    actor.send({ type: 'product.add', productId: 'gone' });
    await settle();
    expect(actor.getSnapshot().status).toBe('active');
    expect(effects).toEqual([]);
  });
});
