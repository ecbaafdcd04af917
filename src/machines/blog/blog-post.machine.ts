import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import type { AppEffect } from '../app-effects.ts';

type BlogPost = components['schemas']['BlogPost'];

export const LINK_COPIED = 'Link copied to clipboard';

export interface ShareRequest {
  readonly title: string;
  readonly text: string;
  readonly url: string;
}
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

interface BlogPostContext {
  readonly slug: string;
  readonly url: string;
  readonly post: BlogPost | null;
}

/** A 404 is 'Post not found'; any other failure is 'Failed to load blog post'. */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && '_tag' in error && error._tag === 'NotFound';
}

/**
 * /lifestyle/{slug} (§2.15): loading, then the post, 'Post not found' or 'Failed to load blog
 * post'. Share uses the device share sheet, else copies the link and says so; a failed share is
 * only logged (§8).
 */
export const blogPostMachine = setup({
  types: {
    context: {} as BlogPostContext,
    events: {} as { type: 'post.share' } | { type: 'post.retry' },
    input: {} as { slug: string; url: string },
    emitted: {} as AppEffect,
  },
  actors: {
    loadPost: fromPromise<BlogPost, { slug: string }>(() => Promise.reject(new Error('loadPost is not provided'))),
    share: fromPromise<ShareOutcome, ShareRequest>(() => Promise.reject(new Error('share is not provided'))),
  },
}).createMachine({
  id: 'blogPost',
  context: ({ input }) => ({ slug: input.slug, url: input.url, post: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPost',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: { target: 'loaded', actions: assign({ post: ({ event }) => event.output }) },
        onError: [{ guard: ({ event }) => isNotFound(event.error), target: 'notFound' }, { target: 'failed' }],
      },
    },
    notFound: {},
    failed: { on: { 'post.retry': 'loading' } },
    loaded: {
      initial: 'idle',
      states: {
        idle: { on: { 'post.share': 'sharing' } },
        sharing: {
          invoke: {
            src: 'share',
            input: ({ context }) => ({ title: context.post?.title ?? '', text: context.post?.excerpt ?? '', url: context.url }),
            onDone: [
              { guard: ({ event }) => event.output === 'copied', target: 'idle', actions: emit({ type: 'toast', kind: 'info', message: LINK_COPIED } as const) },
              { target: 'idle' },
            ],
            onError: { target: 'idle', actions: ({ event }) => console.error('Share failed', event.error) },
          },
        },
      },
    },
  },
});
