import { Effect } from 'effect';
import { invalidateProduct } from './catalogue.ts';
import { forgetting } from './cache.ts';
import type { ApiClient } from './client.ts';
import type { ApiError } from './errors.ts';
import type { Review, ReviewCreateRequest } from './models.ts';
import { invalidateOrders } from './orders.ts';
import { send } from './request.ts';

/**
 * POST /product/review. Rejected 400 means already reviewed ('You have already reviewed this
 * product'); 422 means the order is not eligible yet. The product's rating and the order's items
 * change, so both are forgotten.
 */
export function createReview(client: ApiClient, body: ReviewCreateRequest): Effect.Effect<Review, ApiError> {
  return send((signal) => client.POST('/product/review', { body, signal })).pipe(
    Effect.map((a) => a.review),
    forgetting(() => {
      invalidateProduct(client, body.productId);
      invalidateOrders(client);
    }),
  );
}
