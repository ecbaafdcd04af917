/** What a customer may do with an order: cancel it, review it (shop spec §4, §5 "Cancel order"). */

export type OrderState = { status: string; paymentStatus?: string | null };

/** Only an order not yet in processing can be cancelled, and not once its payment was refunded. */
export function canCancelOrder(order: OrderState): boolean {
  return (order.status === 'pending' || order.status === 'confirmed') && order.paymentStatus !== 'refunded';
}

export const CANCEL_REASONS = [
  'Changed my mind',
  'Found a better price',
  'Ordered by mistake',
  'Shipping time too long',
  'Other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_REASON_REQUIRED = 'Please select a reason for cancellation';
export const CANCEL_REASON_TEXT_REQUIRED = 'Please tell us why you are cancelling';

/** A reason is required; 'Other' needs free text. Returns the first failing message or null. */
export function cancelReasonError(reason: string | null | undefined, otherText = ''): string | null {
  if (!reason) return CANCEL_REASON_REQUIRED;
  if (reason === 'Other' && otherText.trim() === '') return CANCEL_REASON_TEXT_REQUIRED;
  return null;
}

/** The reason sent to POST /order/{id}/cancel: the free text stands in for 'Other'. */
export function cancellationReason(reason: string, otherText = ''): string {
  return reason === 'Other' ? otherText.trim() : reason;
}

export const NOT_ELIGIBLE_FOR_REVIEW = 'This order is not eligible for reviews yet.';

/** Reviews open once the order is delivered, and only once per user. */
export function canReviewOrder(order: OrderState, alreadyReviewed: boolean): boolean {
  return order.status === 'delivered' && !alreadyReviewed;
}

export function reviewEligibilityError(order: OrderState, alreadyReviewed: boolean): string | null {
  return canReviewOrder(order, alreadyReviewed) ? null : NOT_ELIGIBLE_FOR_REVIEW;
}
