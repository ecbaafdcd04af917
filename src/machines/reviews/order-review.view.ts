import type { SnapshotFrom } from 'xstate';
import { NOT_ELIGIBLE_FOR_REVIEW, reviewEligibilityError } from '../../domain/order-eligibility.ts';
import { RATING_LABELS, REVIEW_MAX_LENGTH } from '../../domain/validation/review.ts';
import type { orderReviewMachine } from './order-review.machine.ts';

export interface ReviewFormView {
  readonly productId: string;
  readonly title: string;
  readonly image: string | null;
  readonly rating: number;
  readonly ratingLabel: string;
  readonly comment: string;
  /** '120/500' */
  readonly count: string;
  readonly published: boolean;
  readonly sending: boolean;
  readonly disabled: boolean;
  readonly submitLabel: 'Publish Review' | 'Publishing...';
}

export interface OrderReviewView {
  readonly state: 'leaving' | 'loading' | 'failed' | 'notEligible' | 'ready';
  readonly message: string;
  readonly orderNumber: string;
  readonly ratings: readonly { value: number; label: string }[];
  readonly maxLength: number;
  readonly forms: readonly ReviewFormView[];
}

export function orderReviewView(snapshot: SnapshotFrom<typeof orderReviewMachine>): OrderReviewView {
  const { order, drafts, sendingId, loadError } = snapshot.context;
  const base = {
    orderNumber: order?.orderNumber ?? '',
    ratings: RATING_LABELS.map((label, index) => ({ value: index + 1, label })),
    maxLength: REVIEW_MAX_LENGTH,
    forms: [],
  };
  if (snapshot.matches('loading')) return { ...base, state: 'loading', message: '' };
  if (snapshot.matches('failed')) return { ...base, state: 'failed', message: loadError };
  if (order === null) return { ...base, state: 'leaving', message: '' };
  // Eligible while delivered and some item still lacks this customer's review.
  const allReviewed = order.items.every((item) => item.reviews.length > 0);
  if (reviewEligibilityError(order, allReviewed) !== null) return { ...base, state: 'notEligible', message: NOT_ELIGIBLE_FOR_REVIEW };
  return {
    ...base,
    state: 'ready',
    message: '',
    forms: order.items.map((item) => {
      const draft = drafts[item.productId] ?? { rating: 5, comment: '', published: false };
      const sending = sendingId === item.productId;
      return {
        productId: item.productId,
        title: item.title,
        image: item.image,
        rating: draft.rating,
        ratingLabel: RATING_LABELS[draft.rating - 1] ?? '',
        comment: draft.comment,
        count: `${draft.comment.length}/${REVIEW_MAX_LENGTH}`,
        published: draft.published,
        sending,
        disabled: sendingId !== null,
        submitLabel: sending ? 'Publishing...' : 'Publish Review',
      };
    }),
  };
}
