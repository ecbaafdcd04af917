import { assertEvent, assign, emit, fromPromise, not, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { LOGIN_REQUIRED } from '../../domain/validation/login-required.ts';
import { DEFAULT_RATING, REVIEW_MAX_LENGTH, validateReview } from '../../domain/validation/review.ts';
import type { AppEffect } from '../app-effects.ts';
import { orderLoadFailure } from '../orders/order-load-failure.ts';
import { failureField, failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import { ALREADY_REVIEWED } from '../../domain/reviews.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export type Order = components['schemas']['Order'];

/** What the review page says (an order that cannot load is shared with /orders). */
export const REVIEW_PUBLISHED = 'Review published! Thank you for your feedback.';
export const REVIEW_FAILED = 'Failed to publish review. Please try again later.';

export type ReviewDraft = { rating: number; comment: string; published: boolean };
export type ReviewRequest = { productId: string; orderId: string; rating: number; comment: string };

interface OrderReviewContext {
  readonly session: AnyActorRef | null;
  readonly orderId: string;
  readonly order: Order | null;
  /** One draft per product of the order, keyed by product id. */
  readonly drafts: Readonly<Record<string, ReviewDraft>>;
  readonly sendingId: string | null;
  readonly loadError: string;
}

export type OrderReviewEvent =
  | { type: 'review.rating'; productId: string; rating: number }
  | { type: 'review.comment'; productId: string; text: string }
  | { type: 'review.submit'; productId: string };

/**
 * The server holds a review of this product by this customer (its 400). Validation failures
 * are 422 with their own words; a 400 that names another problem is not taken for this one.
 */
export function isAlreadyReviewed(error: unknown): boolean {
  const message = failureField(error, 'message');
  return message === ALREADY_REVIEWED || (failureField(error, 'status') === 400 && (message === '' || message === undefined));
}

/** Any other refusal in the server's words, else the fallback. */
export function reviewFailure(error: unknown): string {
  return isAlreadyReviewed(error) ? ALREADY_REVIEWED : failureMessage(error, REVIEW_FAILED);
}

function draftsOf(order: Order): Record<string, ReviewDraft> {
  return Object.fromEntries(
    order.items.map((item) => [item.productId, { rating: DEFAULT_RATING, comment: '', published: item.reviews.length > 0 }]),
  );
}

// Drafts are read only for a product of the order (the guards ask first), and the one being sent.
const draftOf = (context: OrderReviewContext, productId: string) => context.drafts[productId] as ReviewDraft;
const sendingIdOf = (context: OrderReviewContext) => context.sendingId as string;

function updateDraft(context: OrderReviewContext, productId: string, change: Partial<ReviewDraft>): Record<string, ReviewDraft> {
  return { ...context.drafts, [productId]: { ...draftOf(context, productId), ...change } };
}

/**
 * /orders/{orderId}/review: needs a login; reads the order and
 * offers one form per item (rating 1-5, default 5; comment required, at most 500 characters). The
 * view decides eligibility from the order; a published review closes its form.
 */
export const orderReviewMachine = setup({
  types: {
    context: {} as OrderReviewContext,
    events: {} as OrderReviewEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null; orderId: string },
  },
  actors: {
    loadOrder: fromPromise<Order, { orderId: string }>(() => unprovided('loadOrder')),
    publishReview: fromPromise<unknown, ReviewRequest>(() => unprovided('publishReview')),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    reviewIsInvalid: ({ context, event }) => {
      assertEvent(event, 'review.submit');
      return validateReview(draftOf(context, event.productId)) !== null;
    },
    isOpenDraft: ({ context, event }) => {
      assertEvent(event, ['review.rating', 'review.comment', 'review.submit']);
      return context.drafts[event.productId]?.published === false;
    },
  },
}).createMachine({
  id: 'orderReview',
  context: ({ input }) => ({ session: input.session, orderId: input.orderId, order: null, drafts: {}, sendingId: null, loadError: '' }),
  initial: 'checkingLogin',
  states: {
    ...loginGate<OrderReviewContext, OrderReviewEvent>('loading', LOGIN_REQUIRED.review),
    loading: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'ready', actions: assign({ order: ({ event }) => event.output, drafts: ({ event }) => draftsOf(event.output) }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => orderLoadFailure(event.error) }) },
      },
    },
    failed: {},
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'review.rating': {
              guard: 'isOpenDraft',
              actions: assign({ drafts: ({ context, event }) => updateDraft(context, event.productId, { rating: event.rating }) }),
            },
            // The box stops at 500 characters.
            'review.comment': {
              guard: 'isOpenDraft',
              actions: assign({
                drafts: ({ context, event }) => updateDraft(context, event.productId, { comment: event.text.slice(0, REVIEW_MAX_LENGTH) }),
              }),
            },
            'review.submit': [
              // A product not in the order, or one already published: nothing to send.
              { guard: not('isOpenDraft') },
              {
                guard: 'reviewIsInvalid',
                actions: emit(
                  // The guard found the draft's problem.
                  ({ context, event }) =>
                    ({ type: 'toast', kind: 'error', message: validateReview(draftOf(context, event.productId)) as string }) as const,
                ),
              },
              { target: 'sending', actions: assign({ sendingId: ({ event }) => event.productId }) },
            ],
          },
        },
        sending: {
          invoke: {
            id: 'publishReview',
            src: 'publishReview',
            input: ({ context }) => {
              const productId = sendingIdOf(context);
              const draft = draftOf(context, productId);
              return { productId, orderId: context.orderId, rating: draft.rating, comment: draft.comment.trim() };
            },
            onDone: {
              target: 'editing',
              actions: [
                assign({ drafts: ({ context }) => updateDraft(context, sendingIdOf(context), { published: true }), sendingId: null }),
                emit({ type: 'toast', kind: 'success', message: REVIEW_PUBLISHED } as const),
              ],
            },
            onError: [
              {
                // Already reviewed: the form closes, since the server holds a review for it.
                guard: ({ event }) => isAlreadyReviewed(event.error),
                target: 'editing',
                actions: [
                  assign({ drafts: ({ context }) => updateDraft(context, sendingIdOf(context), { published: true }), sendingId: null }),
                  emit({ type: 'toast', kind: 'error', message: ALREADY_REVIEWED } as const),
                ],
              },
              {
                target: 'editing',
                actions: [
                  assign({ sendingId: null }),
                  emit(({ event }) => ({ type: 'toast', kind: 'error', message: reviewFailure(event.error) }) as const),
                ],
              },
            ],
          },
        },
      },
    },
  },
});
