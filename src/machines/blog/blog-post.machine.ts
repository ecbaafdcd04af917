import { assign, emit, enqueueActions, fromPromise, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { MAX_RELATED_PRODUCTS } from '../../domain/blog.ts';
import type { AppEffect, EffectReport } from '../app-effects.ts';
import { isNotFound } from '../request-failure.ts';
import { addToCartMachine } from '../shared/add-to-cart.machine.ts';
import { addToCartId, cardAddToCart } from './product-cart.ts';
import { unprovided } from '../unprovided.ts';

type BlogPost = components['schemas']['BlogPost'];
type RelatedProduct = BlogPost['relatedProducts'][number];

export const LINK_COPIED = 'Link copied to clipboard';

export interface ShareRequest {
  readonly title: string;
  readonly text: string;
  readonly url: string;
}
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

interface BlogPostContext {
  readonly session: AnyActorRef | null;
  readonly slug: string;
  readonly url: string;
  readonly post: BlogPost | null;
  /** The posts this browser liked (read once on load); the post is flagged when it is one of them. */
  readonly likedPosts: readonly string[];
  /** One add-to-cart button per related product, by product id. */
  readonly carts: Readonly<Record<string, ActorRefFrom<typeof addToCartMachine>>>;
}

export type BlogPostEvent = { type: 'post.share' } | { type: 'post.retry' } | { type: 'product.add'; productId: string } | EffectReport;

/** The post as loaded: only 'loaded' reads it, and it is entered with the post. */
const loadedPost = (context: BlogPostContext) => context.post as BlogPost;

/**
 * /lifestyle/{slug}: loading, then the post, 'Post not found' or 'Failed to load blog
 * post'. Share uses the device share sheet, else copies the link and alerts it; a failed share is
 * only logged.
 */
export const blogPostMachine = setup({
  types: {
    context: {} as BlogPostContext,
    events: {} as BlogPostEvent,
    input: {} as { slug: string; url: string; session?: AnyActorRef | null },
    emitted: {} as AppEffect,
  },
  actors: {
    loadPost: fromPromise<BlogPost, { slug: string }>(() => unprovided('loadPost')),
    share: fromPromise<ShareOutcome, ShareRequest>(() => unprovided('share')),
    readLikedPosts: fromPromise<readonly string[]>(() => unprovided('readLikedPosts')),
    addToCart: addToCartMachine,
  },
}).createMachine({
  id: 'blogPost',
  context: ({ input }) => ({ session: input.session ?? null, slug: input.slug, url: input.url, post: null, likedPosts: [], carts: {} }),
  // Unreadable likes only cost the 'You liked this post' flag: the post shows all the same.
  invoke: { src: 'readLikedPosts', onDone: { actions: assign({ likedPosts: ({ event }) => event.output }) }, onError: {} },
  // The add-to-cart buttons' toasts, login trips and cart reloads leave through this machine.
  on: { 'app.effect': { actions: emit(({ event }) => event.effect) } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPost',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: {
          target: 'loaded',
          actions: assign(({ context, event, spawn }) => ({
            post: event.output,
            carts: Object.fromEntries(
              event.output.relatedProducts
                .slice(0, MAX_RELATED_PRODUCTS)
                .map((product) => [product._id, spawn('addToCart', { id: addToCartId(product._id), input: { session: context.session } })]),
            ),
          })),
        },
        onError: [{ guard: ({ event }) => isNotFound(event.error), target: 'notFound' }, { target: 'failed' }],
      },
    },
    notFound: {},
    failed: { on: { 'post.retry': 'loading' } },
    loaded: {
      on: {
        'product.add': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            // Only a related product with a button has a cart.
            const cart = context.carts[event.productId];
            const product = loadedPost(context).relatedProducts.find((candidate) => candidate._id === event.productId);
            if (cart) enqueue.sendTo(cart, cardAddToCart(product as RelatedProduct));
          }),
        },
      },
      initial: 'idle',
      states: {
        idle: { on: { 'post.share': 'sharing' } },
        sharing: {
          invoke: {
            src: 'share',
            input: ({ context }) => ({ title: loadedPost(context).title, text: loadedPost(context).excerpt, url: context.url }),
            onDone: [
              {
                guard: ({ event }) => event.output === 'copied',
                target: 'idle',
                actions: emit({ type: 'alert', message: LINK_COPIED } as const),
              },
              { target: 'idle' },
            ],
            onError: { target: 'idle', actions: ({ event }) => console.error('Share failed', event.error) },
          },
        },
      },
    },
  },
});
