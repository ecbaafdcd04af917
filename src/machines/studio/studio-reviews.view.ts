import type { SnapshotFrom } from 'xstate';
import { formatDateTime } from '../../domain/dates.ts';
import type { studioReviewsMachine } from './studio-reviews.machine.ts';

export function studioReviewsView(snapshot: SnapshotFrom<typeof studioReviewsMachine>) {
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const reviews = context.list?.reviews ?? [];
  const pages = context.list?.pages ?? 0;
  return {
    loading: snapshot.matches('loading'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    empty: ready && reviews.length === 0,
    busy: !snapshot.matches({ ready: 'idle' }),
    reviews: reviews.map((review) => ({
      id: review._id,
      product: review.productTitle,
      productHref: `/shop/${encodeURIComponent(review.productId)}`,
      author: review.author,
      rating: `${review.rating} of 5`,
      comment: review.comment,
      date: formatDateTime(review.date),
      hidden: review.hidden,
      hiddenReason: review.hiddenReason ?? '',
      formOpen: context.hidingId === review._id,
      changing: context.changingId === review._id,
    })),
    reason: context.reason,
    reasonError: context.reasonError,
    page: context.page,
    pages,
    canGoBack: ready && context.page > 1,
    canGoForward: ready && context.page < pages,
  };
}

export type StudioReviewsView = ReturnType<typeof studioReviewsView>;
