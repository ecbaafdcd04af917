import { assign, emit, fromPromise, setup, type AnyActorRef } from 'xstate';
import { hideReasonProblem } from '../../domain/studio-reviews.ts';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { StudioReviewList } from './studio-types.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export const LOAD_REVIEWS_FAILED = 'Failed to load the reviews';
export const VISIBILITY_FAILED = 'Failed to change the review';

interface StudioReviewsContext {
  readonly session: AnyActorRef | null;
  readonly page: number;
  readonly list: StudioReviewList | null;
  readonly loadError: string;
  /** The review whose hide form is open, its reason and the form's problem. */
  readonly hidingId: string | null;
  readonly reason: string;
  readonly reasonError: string;
  /** The review being changed on the server. */
  readonly changingId: string | null;
}

export type StudioReviewsEvent =
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  | { type: 'hide.open'; id: string }
  | { type: 'hide.reason'; text: string }
  | { type: 'hide.cancel' }
  | { type: 'hide.confirm' }
  | { type: 'review.show'; id: string };

/** /studio/reviews: every review newest first; one hidden with a reason, or shown again; the page is read again after. */
export const studioReviewsMachine = setup({
  types: {
    context: {} as StudioReviewsContext,
    events: {} as StudioReviewsEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null },
  },
  actors: {
    loadReviews: fromPromise<StudioReviewList, { page: number }>(() => unprovided('loadReviews')),
    /** Resolves with the server's message ('Review hidden'). */
    setVisibility: fromPromise<string, { id: string; hidden: boolean; reason: string }>(() => unprovided('setVisibility')),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    hideReasonIsMissing: ({ context }) => hideReasonProblem(true, context.reason) !== null,
    aFormIsOpen: ({ context }) => context.hidingId !== null,
  },
}).createMachine({
  id: 'studioReviews',
  context: ({ input }) => ({
    session: input.session,
    page: 1,
    list: null,
    loadError: '',
    hidingId: null,
    reason: '',
    reasonError: '',
    changingId: null,
  }),
  initial: 'checkingLogin',
  states: {
    ...loginGate<StudioReviewsContext, StudioReviewsEvent>('loading'),
    loading: {
      invoke: {
        id: 'loadReviews',
        src: 'loadReviews',
        input: ({ context }) => ({ page: context.page }),
        onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output, loadError: '' }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_REVIEWS_FAILED) }) },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'page.go': { target: '#studioReviews.loading', actions: assign({ page: ({ event }) => event.page }) },
            'hide.open': { actions: assign({ hidingId: ({ event }) => event.id, reason: '', reasonError: '' }) },
            'hide.reason': { actions: assign({ reason: ({ event }) => event.text, reasonError: '' }) },
            'hide.cancel': { actions: assign({ hidingId: null, reason: '', reasonError: '' }) },
            'hide.confirm': [
              {
                guard: 'hideReasonIsMissing',
                // hideReasonIsMissing has just found the problem.
                actions: assign({ reasonError: ({ context }) => hideReasonProblem(true, context.reason) as string }),
              },
              // Without an open form there is nothing to hide.
              { guard: 'aFormIsOpen', target: 'changing', actions: assign({ changingId: ({ context }) => context.hidingId }) },
            ],
            'review.show': { target: 'changing', actions: assign({ changingId: ({ event }) => event.id, hidingId: null }) },
          },
        },
        changing: {
          invoke: {
            id: 'setVisibility',
            src: 'setVisibility',
            input: ({ context }) => ({
              // changing is entered only with the review to change (the open form's, or the one shown).
              id: context.changingId as string,
              hidden: context.hidingId !== null,
              reason: context.hidingId !== null ? context.reason.trim() : '',
            }),
            onDone: {
              target: '#studioReviews.loading',
              actions: [
                assign({ changingId: null, hidingId: null, reason: '' }),
                emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.output }) as const),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ changingId: null }),
                emit(({ event }) => ({ type: 'toast', kind: 'error', message: failureMessage(event.error, VISIBILITY_FAILED) }) as const),
              ],
            },
          },
        },
      },
    },
  },
});
