import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, fromTransition, waitFor } from 'xstate';
import type { components } from '../../../src/api/schema.gen.ts';
import { blogPostMachine, type ShareOutcome } from '../../../src/machines/blog/blog-post.machine.ts';
import { blogPostView } from '../../../src/machines/blog/blog-post.view.ts';
import { blogQueryHref } from '../../../src/machines/blog/blog-query.ts';
import { addToCartMachine } from '../../../src/machines/shared/add-to-cart.machine.ts';
import { fullPost } from './fixtures.ts';

type BlogPost = components['schemas']['BlogPost'];
type ShareRequest = { title: string; text: string; url: string };

const product = (id: string) =>
  ({
    _id: id,
    title: `Product ${id}`,
    stock: 5,
    preorder: { allowed: false },
    variants: [],
  }) as unknown as BlogPost['relatedProducts'][number];

function start(load: (slug: string) => Promise<BlogPost>) {
  const slugs: string[] = [];
  const shares: ShareRequest[] = [];
  const lines: unknown[] = [];
  const effects: string[] = [];
  const machine = blogPostMachine.provide({
    actors: {
      loadPost: fromPromise<BlogPost, { slug: string }>(({ input }) => {
        slugs.push(input.slug);
        return load(input.slug);
      }),
      share: fromPromise<ShareOutcome, ShareRequest>(async ({ input }) => {
        shares.push(input);
        return 'shared';
      }),
      addToCart: addToCartMachine.provide({
        actors: {
          addToCart: fromPromise(({ input }) => {
            lines.push(input);
            return Promise.resolve({}) as never;
          }),
        },
      }),
    },
  });
  const session = createActor(fromTransition((state) => state, { token: 't' })).start();
  const actor = createActor(machine, { input: { slug: 'golden-hour', url: 'https://ojustudio.ng/lifestyle/golden-hour', session } });
  actor.on('*', (effect) => effects.push(effect.type));
  actor.start();
  return { actor, slugs, shares, lines, effects };
}

describe('blog post: what it loads, shares and describes', () => {
  it('loads the post of the slug and shares its title, excerpt and address', async () => {
    const { actor, slugs, shares } = start(async () => fullPost({ title: 'Golden Hour', excerpt: 'Copper light.' }));
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(slugs).toEqual(['golden-hour']);
    actor.send({ type: 'post.share' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(shares).toEqual([{ title: 'Golden Hour', text: 'Copper light.', url: 'https://ojustudio.ng/lifestyle/golden-hour' }]);
  });

  it('treats a failure that is not an object with a NotFound tag as a failed load', async () => {
    for (const error of [null, 'boom', { _tag: 'Network' }]) {
      const { actor } = start(() => Promise.reject(error));
      const snapshot = await waitFor(actor, (s) => s.matches('failed') || s.matches('notFound') || s.status === 'error');
      expect(blogPostView(snapshot)).toEqual({ status: 'failed', message: 'Failed to load blog post', article: null });
    }
  });

  it('adds nothing for a related product beyond the four with a button', async () => {
    const { actor, lines, effects } = start(async () => fullPost({ relatedProducts: ['a', 'b', 'c', 'd', 'e'].map(product) }));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'product.add', productId: 'e' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(lines).toEqual([]);
    expect(effects).toEqual([]);
    const { article } = blogPostView(actor.getSnapshot());
    expect(article?.relatedProducts.map((item) => item._id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('describes the post by its excerpt, else by its text without markup', async () => {
    const withExcerpt = start(async () => fullPost({ excerpt: 'Copper light.' }));
    expect(blogPostView(await waitFor(withExcerpt.actor, (s) => s.matches('loaded'))).article?.description).toBe('Copper light.');
    const withoutExcerpt = start(async () => fullPost({ excerpt: '' }));
    expect(blogPostView(await waitFor(withoutExcerpt.actor, (s) => s.matches('loaded'))).article?.description).toBe(
      'From Mapo Hill the whole city turns copper.',
    );
  });

  it('writes a page above 1 into the address', () => {
    expect(blogQueryHref({ page: 2 })).toBe('/lifestyle?page=2');
    expect(blogQueryHref({ page: 1 })).toBe('/lifestyle');
  });
});
