import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { slideshowMachine } from '../gallery/slideshow.machine.ts';
import { countersMachine } from './counters.machine.ts';

type BlogPostSummary = components['schemas']['BlogPostSummary'];
type Product = components['schemas']['Product'];

/** §2.5, §9: 3 hero slides every 4 s; the two-slide showcase moves on every 6 s unless hovered. */
export const HERO_INTERVAL_MS = 4000;
export const HERO_SLIDES = 3;
export const SHOWCASE_INTERVAL_MS = 6000;
export const SHOWCASE_SLIDES = 2;
export const HOME_POSTS = 3;
export const HOME_PRODUCTS = 4;

interface HomeContext {
  readonly reducedMotion: boolean;
  readonly posts: readonly BlogPostSummary[];
  readonly products: readonly Product[];
}

/**
 * The home page (§2.5): the Captured Notes teaser (loading, 'Failed to load captured notes' with
 * retry, loaded) and, beside it, up to 4 featured products, which simply stay hidden if they
 * cannot be loaded. It runs the hero slider, the showcase carousel and the counters.
 */
export const homeMachine = setup({
  types: {
    context: {} as HomeContext,
    events: {} as { type: 'posts.retry' },
    input: {} as { reducedMotion: boolean },
    children: {} as { hero: 'slideshow'; showcase: 'slideshow'; counters: 'counters' },
  },
  actors: {
    loadPosts: fromPromise<readonly BlogPostSummary[]>(() => Promise.reject(new Error('loadPosts is not provided'))),
    loadProducts: fromPromise<readonly Product[]>(() => Promise.reject(new Error('loadProducts is not provided'))),
    slideshow: slideshowMachine,
    counters: countersMachine,
  },
}).createMachine({
  id: 'home',
  context: ({ input }) => ({ reducedMotion: input.reducedMotion, posts: [], products: [] }),
  invoke: [
    { id: 'hero', src: 'slideshow', input: { intervalMs: HERO_INTERVAL_MS, count: HERO_SLIDES } },
    { id: 'showcase', src: 'slideshow', input: { intervalMs: SHOWCASE_INTERVAL_MS, count: SHOWCASE_SLIDES } },
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
            onDone: { target: 'loaded', actions: assign({ posts: ({ event }) => event.output.slice(0, HOME_POSTS) }) },
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
            onDone: { target: 'loaded', actions: assign({ products: ({ event }) => event.output.slice(0, HOME_PRODUCTS) }) },
            onError: 'hidden',
          },
        },
        loaded: {},
        hidden: {},
      },
    },
  },
});
