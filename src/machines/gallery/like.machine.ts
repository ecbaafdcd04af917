import { assertEvent, assign, enqueueActions, fromCallback, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { toggleLike, type Likeable } from '../../domain/gallery.ts';
import { BROWSER_ONLY, reportEffect, type AppEffect } from '../app-effects.ts';
import { isLoggedIn, sessionLikedImages } from '../session-ref.ts';
import { unprovided } from '../unprovided.ts';

type GalleryImage = components['schemas']['GalleryImage'];
type LikeAnswer = components['schemas']['LikeResponse'];

export interface LikeInput extends Likeable {
  readonly imageId: string;
  readonly session: AnyActorRef | null;
  /**
   * A like in a list's lightbox (Human Stories, Recent Shots): without a token nothing happens there but the log;
   * elsewhere it goes to /login.
   */
  readonly inList?: boolean;
}

interface LikeContext extends LikeInput {
  /** The state before the optimistic flip, to roll back to. */
  readonly before: Likeable | null;
  /** Why the last toggle failed, for the log. */
  readonly failure: unknown;
}

export type LikeEvent =
  | { type: 'like.toggle' }
  | { type: 'like.sync'; isLiked: boolean; likeCount: number }
  | { type: 'session.userLoaded'; likedImages: readonly string[] };

/**
 * Sends 'session.userLoaded' once, when the session learns who is signed in after the watch began:
 * a page the server rendered for a guest, which the browser took over before it read the stored
 * login. A like that began with the user known got its isLiked from a request that carried the token.
 */
const watchSignIn = fromCallback<LikeEvent, { session: AnyActorRef | null }>(({ input: { session }, sendBack }) => {
  if (!session || sessionLikedImages(session) !== null) return undefined;
  const subscription = session.subscribe(() => {
    const likedImages = sessionLikedImages(session);
    if (likedImages === null) return;
    subscription.unsubscribe();
    sendBack({ type: 'session.userLoaded', likedImages });
  });
  return () => subscription.unsubscribe();
});

/**
 * One image's like button: flips isLiked and the count at once, sends the toggle, rolls back
 * when it fails, and reads the image again afterwards either way. Without a token nothing is sent:
 * the app goes to /login and comes back, except in a list, where nothing happens. A missing token and a failure are only logged, so no
 * toast: `logNoToken` and `logFailure` do nothing here; the live machine writes them to the console.
 * A like drawn for a guest turns red when the session's user turns out to have liked the image, and
 * its count is read again then.
 */
export const likeMachine = setup({
  types: {
    context: {} as LikeContext,
    events: {} as LikeEvent,
    input: {} as LikeInput,
    emitted: {} as AppEffect,
  },
  actors: {
    toggle: fromPromise<LikeAnswer, { imageId: string }>(() => unprovided('toggle')),
    refetch: fromPromise<GalleryImage, { imageId: string }>(() => unprovided('refetch')),
    watchSignIn,
  },
  actions: {
    report: enqueueActions(({ enqueue, self }, effect: AppEffect) => reportEffect(enqueue, self, effect)),
    // Logging is the live machine's (like.live.ts); here they enqueue nothing. Action creators, not
    // bare functions: those upset the inference of report's parameters.
    logNoToken: enqueueActions(() => {}),
    logFailure: enqueueActions(() => {}),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    inList: ({ context }) => context.inList === true,
    likedByTheUser: ({ context, event }) => {
      assertEvent(event, 'session.userLoaded');
      return event.likedImages.includes(context.imageId);
    },
  },
}).createMachine({
  id: 'like',
  context: ({ input }) => ({ ...input, before: null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      // Only while idle: a toggle's own answer and read-back are newer than the session's user.
      invoke: { id: BROWSER_ONLY, src: 'watchSignIn', input: ({ context }) => ({ session: context.session }) },
      on: {
        'like.toggle': [
          {
            guard: 'isLoggedIn',
            target: 'sending',
            actions: assign(({ context }) => ({
              ...toggleLike(context),
              before: { isLiked: context.isLiked, likeCount: context.likeCount },
            })),
          },
          { guard: 'inList', actions: { type: 'logNoToken' } },
          { actions: [{ type: 'logNoToken' }, { type: 'report', params: { type: 'loginRequired' } }] },
        ],
        'like.sync': { actions: assign(({ event }) => ({ isLiked: event.isLiked, likeCount: event.likeCount })) },
        'session.userLoaded': [
          // Theirs: the page may have been drawn (and kept, for a few seconds) before their like, so its
          // count is read again with their token; 'Unlike 0 likes' would contradict itself.
          { guard: 'likedByTheUser', target: 'refetching', actions: assign({ isLiked: true }) },
          // Not theirs: everyone's count stays as it was drawn.
          { actions: assign({ isLiked: false }) },
        ],
      },
    },
    sending: {
      invoke: {
        src: 'toggle',
        input: ({ context }) => ({ imageId: context.imageId }),
        onDone: {
          target: 'refetching',
          actions: assign(({ event }) => ({ isLiked: event.output.isLiked, likeCount: event.output.likeCount, before: null })),
        },
        onError: {
          target: 'refetching',
          actions: [
            assign(({ context, event }) => ({ ...(context.before ?? context), before: null, failure: event.error })),
            { type: 'logFailure' },
          ],
        },
      },
    },
    refetching: {
      invoke: {
        src: 'refetch',
        input: ({ context }) => ({ imageId: context.imageId }),
        onDone: { target: 'idle', actions: assign(({ event }) => ({ isLiked: event.output.isLiked, likeCount: event.output.likeCount })) },
        onError: 'idle',
      },
    },
  },
});
