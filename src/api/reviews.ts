import { invalidateProduct } from './catalogue.ts';
import { forgetting } from './cache.ts';
import type { ApiClient } from './client.ts';
import type { Review, ReviewCreateRequest } from './models.ts';
import { invalidateOrders } from './orders.ts';
import { send } from './request.ts';

/**
 * POST /product/review. Rejected 400 means already reviewed ('You have already reviewed this
 * product'); 422 means the review was refused for any other reason (not eligible yet, no rating,
 * no comment), with the server's message. The product's rating and the order's items
 * change, so both are forgotten.
 */
export function createReview(client: ApiClient, body: ReviewCreateRequest, signal: AbortSignal): Promise<Review> {
  return send((signal) => client.POST('/product/review', { body, signal }), signal)
    .then((a) => a.review)
    .then(
      forgetting(() => {
        invalidateProduct(client, body.productId);
        invalidateOrders(client);
      }),
    );
}
