import { assign, emit, enqueueActions, fromPromise, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import type { AppEffect, EffectReport } from '../app-effects.ts';
import { addToCartId, cardAddToCart } from '../blog/product-cart.ts';
import { slideshowMachine } from '../gallery/slideshow.machine.ts';
import { addToCartMachine } from '../shared/add-to-cart.machine.ts';
import { countersMachine } from './counters.machine.ts';
import { unprovided } from '../unprovided.ts';

type BlogPostSummary = components['schemas']['BlogPostSummary'];
type Product = components['schemas']['Product'];
/** A featured category and how many products the shop lists under it. */
export type FeaturedCategory = components['schemas']['FeaturedCategory'];

/** 3 hero slides every 4 s; the two-slide showcase moves on every 6 s unless hovered. */
export const HERO_INTERVAL_MS = 4000;
export const HERO_SLIDES = 3;
export const SHOWCASE_INTERVAL_MS = 6000;
export const SHOWCASE_SLIDES = 2;
export const HOME_POSTS = 3;
export const HOME_PRODUCTS = 4;

interface HomeContext {
  readonly session: AnyActorRef | null;
  readonly reducedMotion: boolean;
  /** One add-to-cart button per featured product, by product id. */
  readonly carts: Readonly<Record<string, ActorRefFrom<typeof addToCartMachine>>>;
  readonly posts: readonly BlogPostSummary[];
  readonly products: readonly Product[];
  /** The featured categories (GET /category/featured), each a way into the shop. */
  readonly categories: readonly FeaturedCategory[];
  /** The teaser has loaded, and the featured products have loaded or been hidden: then the prefetch is due. */
  readonly postsArrived: boolean;
  readonly productsSettled: boolean;
}

/**
 * The home page: the Captured Notes teaser (loading, 'Failed to load captured notes' with
 * retry, loaded) and, beside it, up to 4 featured products, which simply stay hidden if they
 * cannot be loaded. It runs the hero slider, the showcase carousel and the counters, none of
 * which moves by itself when the visitor prefers reduced motion, and then prefetches for the
 * pages a visitor goes on to.
 */
export const homeMachine = setup({
  types: {
    context: {} as HomeContext,
    events: {} as { type: 'posts.retry' } | { type: 'product.add'; productId: string } | EffectReport,
    input: {} as { reducedMotion: boolean; session?: AnyActorRef | null },
    emitted: {} as AppEffect,
    children: {} as { hero: 'slideshow'; showcase: 'slideshow'; counters: 'counters' },
  },
  actors: {
    loadPosts: fromPromise<readonly BlogPostSummary[]>(() => unprovided('loadPosts')),
    loadProducts: fromPromise<readonly Product[]>(() => unprovided('loadProducts')),
    loadFeaturedCategories: fromPromise<readonly FeaturedCategory[]>(() => unprovided('loadFeaturedCategories')),
    slideshow: slideshowMachine,
    counters: countersMachine,
    addToCart: addToCartMachine,
  },
  guards: {
    // The page's own data first: the teaser is in and the featured products have settled.
    ownDataArrived: ({ context }) => context.postsArrived && context.productsSettled,
  },
}).createMachine({
  id: 'home',
  context: ({ input }) => ({
    session: input.session ?? null,
    reducedMotion: input.reducedMotion,
    posts: [],
    products: [],
    categories: [],
    carts: {},
    postsArrived: false,
    productsSettled: false,
  }),
  on: {
    // The add-to-cart buttons' toasts, login trips and cart reloads leave through this machine.
    'app.effect': { actions: emit(({ event }) => event.effect) },
    'product.add': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const product = context.products.find((candidate) => candidate._id === event.productId);
        const cart = context.carts[event.productId];
        if (product && cart) enqueue.sendTo(cart, cardAddToCart(product));
      }),
    },
  },
  invoke: [
    // With reduced motion nothing moves by itself: the sliders wait for the arrows and dots.
    {
      id: 'hero',
      src: 'slideshow',
      input: ({ context }) => ({ intervalMs: HERO_INTERVAL_MS, count: HERO_SLIDES, autoplay: !context.reducedMotion }),
    },
    {
      id: 'showcase',
      src: 'slideshow',
      input: ({ context }) => ({ intervalMs: SHOWCASE_INTERVAL_MS, count: SHOWCASE_SLIDES, autoplay: !context.reducedMotion }),
    },
    { id: 'counters', src: 'counters', input: ({ context }) => ({ reducedMotion: context.reducedMotion }) },
  ],
  type: 'parallel',
  states: {
    posts: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadPosts',
            onDone: { target: 'loaded', actions: assign({ posts: ({ event }) => event.output.slice(0, HOME_POSTS), postsArrived: true }) },
            onError: 'failed',
          },
        },
        loaded: {},
        failed: { on: { 'posts.retry': 'loading' } },
      },
    },
    products: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadProducts',
            onDone: {
              target: 'loaded',
              actions: assign(({ context, event, spawn }) => {
                const products = event.output.slice(0, HOME_PRODUCTS);
                const carts = Object.fromEntries(
                  products.map((product) => [
                    product._id,
                    spawn('addToCart', { id: addToCartId(product._id), input: { session: context.session } }),
                  ]),
                );
                return { products, carts, productsSettled: true };
              }),
            },
            onError: { target: 'hidden', actions: assign({ productsSettled: true }) },
          },
        },
        loaded: {},
        hidden: {},
      },
    },
    // Shop by category: the featured categories, hidden (like the products) when they cannot load.
    categories: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadFeaturedCategories',
            onDone: { target: 'loaded', actions: assign({ categories: ({ event }) => event.output }) },
            onError: 'hidden',
          },
        },
        loaded: {},
        hidden: {},
      },
    },
    // Categories, images and blog lists are prefetched on this page, once its own data has arrived: the page
    // then names them for the browser to fetch when idle (NEXT_PAGE_READS). A failed prefetch is
    // silent: the page that needs the data asks again.
    prefetch: {
      initial: 'waiting',
      states: {
        waiting: { always: { guard: 'ownDataArrived', target: 'due' } },
        due: {},
      },
    },
  },
});
