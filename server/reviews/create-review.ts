import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { newId } from '../platform/ids.ts';
import { NOT_ELIGIBLE_FOR_REVIEW } from '../../src/domain/order-eligibility.ts';
import { validateReview } from '../../src/domain/validation/review.ts';
import { ALREADY_REVIEWED } from '../../src/domain/reviews.ts';

export type ReviewRequest = components['schemas']['ReviewCreateRequest'];

export interface CreatedReview {
  id: string;
  userId: string;
  name: string;
  rating: number;
  comment: string;
  createdAt: Date;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Publishes a verified-purchase review: only for a product in one of the customer's delivered
 * orders, once per product. The rating trigger updates averageRating and reviewCount in the
 * same transaction, and the order item records its review. A review that breaks a rule is a 422:
 * the contract keeps 400 for 'already reviewed' alone, which is how the app reads it.
 */
export async function createReview(deps: AppDeps, userId: string, request: ReviewRequest): Promise<CreatedReview> {
  const comment = request.comment.trim();
  const problem = validateReview({ rating: request.rating, comment });
  if (problem) throw new HttpError(422, problem);
  const { db } = deps;
  const [product] = await db.query<{ id: string }>('select id from products where id = $1', [request.productId]);
  if (!product) throw notFound('Product not found');
  const [existing] = await db.query('select 1 from reviews where product_id = $1 and user_id = $2', [request.productId, userId]);
  if (existing) throw badRequest(ALREADY_REVIEWED);
  const [line] = await db.query<{ order_id: string }>(
    `select oi.order_id from order_items oi join orders o on o.id = oi.order_id
      where o.user_id = $1 and oi.product_id = $2 and o.status = 'delivered' and ($3::text is null or o.id = $3)
      order by o.created_at limit 1`,
    [userId, request.productId, request.orderId ?? null],
  );
  if (!line) throw new HttpError(422, NOT_ELIGIBLE_FOR_REVIEW);
  const now = deps.clock();
  const id = newId('rev');
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        'insert into reviews (id, product_id, user_id, rating, comment, verified_purchase, created_at) values ($1, $2, $3, $4, $5, true, $6)',
        [id, request.productId, userId, request.rating, comment, now],
      );
      await tx.query('update order_items set review_id = $1 where order_id = $2 and product_id = $3', [
        id,
        line.order_id,
        request.productId,
      ]);
    });
  } catch (error) {
    // Two submissions at once: the unique index lets one in and the other hears the same answer.
    if (isUniqueViolation(error)) throw badRequest(ALREADY_REVIEWED);
    throw error;
  }
  deps.catalogueCache.clear();
  const [user] = await db.query<{ name: string }>('select name from users where id = $1', [userId]);
  return { id, userId, name: user?.name ?? '', rating: request.rating, comment, createdAt: now };
}
