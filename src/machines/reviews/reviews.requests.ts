import { getOrder } from '../../api/orders.ts';
import { createReview } from '../../api/reviews.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import type { ReviewRequest } from './order-review.machine.ts';

/** GET /order/{id} (loaded on first use by reviews.live.ts). */
export function fetchOrder(orderId: string, signal: AbortSignal) {
  return getOrder(apiClient, orderId, signal);
}

/** POST /product/review. */
export function sendReview(review: ReviewRequest, signal: AbortSignal) {
  return createReview(apiClient, review, signal);
}
