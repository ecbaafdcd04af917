import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import type { StudioActor } from '../http/app-env.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { recordAudit } from './audit-log.ts';
import { hideReasonProblem } from '../../src/domain/studio-reviews.ts';

type StudioReview = components['schemas']['StudioReview'];

export const STUDIO_REVIEWS_PAGE_SIZE = 50;
export const REVIEW_NOT_FOUND = 'Review not found';

interface StudioReviewRow {
  id: string;
  product_id: string;
  product_title: string;
  author: string | null;
  rating: number;
  comment: string;
  created_at: Date;
  hidden_at: Date | null;
  hidden_reason: string | null;
}

const SELECT = `select r.id, r.product_id, p.title as product_title, coalesce(u.name, r.author_name) as author, r.rating, r.comment,
                       r.created_at, r.hidden_at, r.hidden_reason
                  from reviews r join products p on p.id = r.product_id left join users u on u.id = r.user_id`;

function reviewView(row: StudioReviewRow): StudioReview {
  return {
    _id: row.id,
    productId: row.product_id,
    productTitle: row.product_title,
    author: row.author ?? 'A customer',
    rating: row.rating,
    comment: row.comment,
    date: row.created_at.toISOString(),
    hidden: row.hidden_at !== null,
    hiddenReason: row.hidden_reason,
  };
}

/** One page of every review, newest first, hidden ones included. */
export async function listStudioReviews(db: Queryable, page: number): Promise<{ reviews: StudioReview[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<StudioReviewRow>(`${SELECT} order by r.created_at desc, r.id desc limit $1 offset $2`, [
      STUDIO_REVIEWS_PAGE_SIZE,
      (page - 1) * STUDIO_REVIEWS_PAGE_SIZE,
    ]),
    db.query<{ total: number }>('select count(*)::int as total from reviews'),
  ]);
  return { reviews: rows.map(reviewView), total: count?.total ?? 0 };
}

/**
 * Hides a review with a reason, or shows it again. The table's trigger takes a hidden review out of
 * the product's average and count; the product's cached answers are forgotten.
 */
export async function setReviewVisibility(
  deps: AppDeps,
  actor: StudioActor,
  id: string,
  hidden: boolean,
  reason: string | undefined,
): Promise<StudioReview> {
  const problem = hideReasonProblem(hidden, reason);
  if (problem) throw badRequest(problem);
  const now = deps.clock();
  const review = await deps.db.transaction(async (tx) => {
    const [before] = await tx.query<StudioReviewRow>(`${SELECT} where r.id = $1 for update of r`, [id]);
    if (!before) throw notFound(REVIEW_NOT_FOUND);
    await tx.query('update reviews set hidden_at = $2, hidden_reason = $3 where id = $1', [
      id,
      hidden ? (before.hidden_at ?? now) : null,
      hidden ? (reason ?? '').trim() : null,
    ]);
    await recordAudit(tx, {
      actor,
      action: hidden ? 'review.hide' : 'review.show',
      subject: `${before.product_title}: review ${id}`,
      before: { hidden: before.hidden_at !== null, reason: before.hidden_reason },
      after: { hidden, reason: hidden ? (reason ?? '').trim() : null },
      at: now,
    });
    const [after] = await tx.query<StudioReviewRow>(`${SELECT} where r.id = $1`, [id]);
    return after ?? before;
  });
  deps.catalogueCache.clear();
  return reviewView(review);
}
