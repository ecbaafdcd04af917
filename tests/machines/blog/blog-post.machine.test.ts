import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, fromTransition, type EventFromLogic } from 'xstate';
import type { components } from '../../../src/api/schema.gen.ts';
import { blogPostMachine, type ShareOutcome } from '../../../src/machines/blog/blog-post.machine.ts';
import { blogPostView } from '../../../src/machines/blog/blog-post.view.ts';
import { addToCartMachine } from '../../../src/machines/shared/add-to-cart.machine.ts';
import { fullPost, notFound, offline } from './fixtures.ts';
import { settle } from '../shared/support.ts';

type BlogPost = components['schemas']['BlogPost'];

function post(load: () => Promise<BlogPost>, share: () => Promise<ShareOutcome> = () => Promise.resolve('copied')) {
  const machine = blogPostMachine.provide({ actors: { loadPost: fromPromise(load), share: fromPromise(share) } });
  const actor = createActor(machine, {
    input: { slug: 'golden-hour-portraits-in-ibadan', url: 'https://ojustudio.ng/lifestyle/golden-hour-portraits-in-ibadan' },
  });
  const toasts: string[] = [];
  actor.on('toast', (effect) => toasts.push(`${effect.kind}: ${effect.message}`));
  const alerts: string[] = [];
  actor.on('alert', (effect) => alerts.push(effect.message));
  actor.start();
  return { actor, toasts, alerts, view: () => blogPostView(actor.getSnapshot()) };
}

describe('blog post machine', () => {
  it("flags the post as liked when this browser's likedPosts name it, read on load", async () => {
    const liked = (stored: readonly string[]) => {
      const machine = blogPostMachine.provide({
        actors: { loadPost: fromPromise(() => Promise.resolve(fullPost())), readLikedPosts: fromPromise(async () => stored) },
      });
      const actor = createActor(machine, { input: { slug: 's', url: 'u' } }).start();
      return async () => {
        await settle();
        return blogPostView(actor.getSnapshot()).article?.liked;
      };
    };
    expect(await liked([fullPost()._id, 'other'])()).toBe(true);
    expect(await liked(['other'])()).toBe(false);
    expect(await liked([])()).toBe(false);
  });

  it('shows the post, not liked, when the liked posts cannot be read', async () => {
    const machine = blogPostMachine.provide({
      actors: {
        loadPost: fromPromise(() => Promise.resolve(fullPost())),
        readLikedPosts: fromPromise(() => Promise.reject(new Error('storage blocked'))),
      },
    });
    const actor = createActor(machine, { input: { slug: 's', url: 'u' } }).start();
    await settle();
    expect(actor.getSnapshot().status).toBe('active');
    expect(blogPostView(actor.getSnapshot()).article).toMatchObject({ title: 'Golden Hour Portraits in Ibadan', liked: false });
  });

  it('shows the post: date, views, author role capitalised, related posts as cards', async () => {
    const { view } = post(() => Promise.resolve(fullPost()));
    expect(view()).toEqual({ status: 'loading', message: null, article: null });
    await settle();
    const { article } = view();
    expect(article).toMatchObject({
      title: 'Golden Hour Portraits in Ibadan',
      date: '31 October 2026 at 10:00 am',
      views: '1,204 views',
      html: '<p>From Mapo Hill the whole city turns copper.</p>',
      author: { name: 'Kunle Adeyemi', image: '/media/blog/author-kunle.svg', role: 'Founder' },
      modifiedAt: '2026-10-31T09:00:00.000Z',
    });
    expect(article?.relatedPosts.map((card) => card.href)).toEqual(['/lifestyle/post-2', '/lifestyle/post-3']);
  });

  it('uses displayRoles when present and the created date when there is no published date', async () => {
    const { view } = post(() =>
      Promise.resolve(
        fullPost({ publishedAt: null, views: 1, author: { name: 'Tolu', role: 'editor', displayRoles: ['Studio Editor', 'Writer'] } }),
      ),
    );
    await settle();
    expect(view().article).toMatchObject({
      date: '29 October 2026 at 10:00 am',
      views: '1 view',
      author: { role: 'Studio Editor, Writer', image: null },
    });
  });

  it("says 'Post not found' on a 404 and 'Failed to load blog post' on any other failure, which can be retried", async () => {
    expect(
      await (async () => {
        const p = post(() => Promise.reject(notFound));
        await settle();
        return p.view();
      })(),
    ).toEqual({ status: 'notFound', message: 'Post not found', article: null });
    let calls = 0;
    const failing = post(() => (++calls === 1 ? Promise.reject(offline) : Promise.resolve(fullPost())));
    await settle();
    expect(failing.view()).toEqual({ status: 'failed', message: 'Failed to load blog post', article: null });
    failing.actor.send({ type: 'post.retry' });
    await settle();
    expect(failing.view().status).toBe('loaded');
  });

  it("alerts 'Link copied to clipboard' when the link was copied, nothing when shared or cancelled", async () => {
    const copied = post(() => Promise.resolve(fullPost()));
    await settle();
    copied.actor.send({ type: 'post.share' });
    expect(copied.view().article?.sharing).toBe(true);
    await settle();
    expect(copied.alerts).toEqual(['Link copied to clipboard']);
    expect(copied.toasts).toEqual([]);
    for (const outcome of ['shared', 'cancelled'] as const) {
      const other = post(
        () => Promise.resolve(fullPost()),
        () => Promise.resolve(outcome),
      );
      await settle();
      other.actor.send({ type: 'post.share' });
      await settle();
      expect(other.alerts).toEqual([]);
      expect(other.toasts).toEqual([]);
      expect(other.view().article?.sharing).toBe(false);
    }
  });

  it('a share that fails says nothing to the reader, logs why, and can be tried again', async () => {
    const logged: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
    const refused = new Error('share refused');
    try {
      const failing = post(
        () => Promise.resolve(fullPost()),
        () => Promise.reject(refused),
      );
      await settle();
      failing.actor.send({ type: 'post.share' });
      await settle();
      expect(logged).toEqual([['Share failed', refused]]);
      expect(failing.alerts).toEqual([]);
      expect(failing.toasts).toEqual([]);
      expect(failing.view().article?.sharing).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });

  it('holds no liked posts until they are read', () => {
    const machine = blogPostMachine.provide({
      actors: {
        loadPost: fromPromise(() => new Promise<BlogPost>(() => {})),
        readLikedPosts: fromPromise(() => new Promise<readonly string[]>(() => {})),
      },
    });
    const actor = createActor(machine, { input: { slug: 's', url: 'u' } }).start();
    expect(actor.getSnapshot().context).toEqual({ session: null, slug: 's', url: 'u', post: null, likedPosts: [], carts: {} });
  });

  it('reaches every state, and shares only a loaded post (model-based)', () => {
    const events = [
      { type: 'post.share' },
      { type: 'post.retry' },
      { type: 'xstate.done.actor.0.blogPost.loading', output: fullPost() },
      { type: 'xstate.error.actor.0.blogPost.loading', error: notFound },
      { type: 'xstate.error.actor.0.blogPost.loading', error: offline },
      { type: 'xstate.done.actor.0.blogPost.loaded.sharing', output: 'copied' },
    ] as unknown as EventFromLogic<typeof blogPostMachine>[];
    const paths = getShortestPaths(blogPostMachine, { events, input: { slug: 's', url: 'u' } });
    expect(paths.map((path) => JSON.stringify(path.state.value)).sort()).toEqual([
      '"failed"',
      '"loading"',
      '"notFound"',
      '{"loaded":"idle"}',
      '{"loaded":"sharing"}',
    ]);
  });
});

describe('blog post related products: Add to Cart through the shared add-to-cart machine', () => {
  const product = (id: string, overrides: Record<string, unknown> = {}) =>
    ({
      _id: id,
      title: `Product ${id}`,
      stock: 5,
      preorder: { allowed: false },
      variants: [],
      ...overrides,
    }) as unknown as BlogPost['relatedProducts'][number];
  const session = (token: string | null) => createActor(fromTransition((state) => state, { token })).start();

  function withProducts(token: string | null, add: (line: unknown) => Promise<{ inventoryStatus?: null }> = () => Promise.resolve({})) {
    const lines: unknown[] = [];
    const machine = blogPostMachine.provide({
      actors: {
        loadPost: fromPromise(() =>
          Promise.resolve(
            fullPost({
              relatedProducts: [
                product('a'),
                product('b', { stock: 0, preorder: { allowed: true } }),
                product('c', { stock: 0 }),
                product('d', { variants: [{}, {}] }),
                product('e'),
              ],
            }),
          ),
        ),
        share: fromPromise(() => Promise.resolve<ShareOutcome>('copied')),
        addToCart: addToCartMachine.provide({
          actors: {
            addToCart: fromPromise(({ input }) => {
              lines.push(input);
              return add(input) as never;
            }),
          },
        }),
      },
    });
    const actor = createActor(machine, { input: { slug: 's', url: 'u', session: session(token) } });
    const effects: string[] = [];
    for (const type of ['toast', 'loginRequired', 'cart.changed'] as const)
      actor.on(type, (effect) => effects.push('message' in effect ? `${effect.type}: ${effect.message}` : effect.type));
    actor.start();
    return { actor, lines, effects };
  }

  it('gives each of up to 4 related products its own button', async () => {
    const { actor } = withProducts('t');
    await settle();
    expect(Object.keys(actor.getSnapshot().context.carts)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('adds product id and quantity 1, then says so and reloads the cart; a pre-order goes in as one', async () => {
    const { actor, lines, effects } = withProducts('t');
    await settle();
    actor.send({ type: 'product.add', productId: 'a' });
    actor.send({ type: 'product.add', productId: 'b' });
    await settle();
    expect(lines).toEqual([
      { productId: 'a', quantity: 1 },
      { productId: 'b', quantity: 1, isPreorder: true },
    ]);
    expect(effects).toEqual([
      'toast: Item added to cart',
      'cart.changed',
      'toast: Item added to cart',
      'toast: Pre-order item added. Estimated delivery: 7-14 days',
      'cart.changed',
    ]);
  });

  it('sends a guest to /login, adds nothing when sold out, and asks for options when there are several variants', async () => {
    const guest = withProducts(null);
    await settle();
    guest.actor.send({ type: 'product.add', productId: 'a' });
    expect(guest.effects).toEqual(['toast: Please log in to add items to cart', 'loginRequired']);
    const customer = withProducts('t');
    await settle();
    customer.actor.send({ type: 'product.add', productId: 'c' });
    customer.actor.send({ type: 'product.add', productId: 'd' });
    customer.actor.send({ type: 'product.add', productId: 'zzz' });
    await settle();
    expect(customer.lines).toEqual([]);
    expect(customer.effects).toEqual(['toast: Please select product options']);
  });

  it("shows the server's refusal", async () => {
    const { actor, effects } = withProducts('t', () =>
      Promise.reject({ _tag: 'Rejected', status: 409, message: 'Only 2 items available' }),
    );
    await settle();
    actor.send({ type: 'product.add', productId: 'a' });
    await settle();
    expect(effects).toEqual(['toast: Only 2 items available']);
  });
});
