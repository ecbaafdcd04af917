/** What a customer may do with an order: cancel it, review it (paying it again: order-payable.ts). */

/** `downloadsUsed`: downloads spent of the order's digital products (left out: none). */
export type OrderState = { status: string; paymentStatus?: string | null; downloadsUsed?: number | null };

export const CANNOT_CANCEL = 'This order can no longer be cancelled';
/** Where the customer can ask the studio about a refund the shop cannot give by itself. */
export const CONTACT_PAGE = '/contact';
export const DOWNLOAD_SPENT = 'This order can no longer be cancelled because a download has already been used.';
export const DOWNLOADED_ORDER_NOT_CANCELLABLE = `${DOWNLOAD_SPENT} Please contact us at ${CONTACT_PAGE} to ask about a refund.`;

/**
 * Why the customer cannot cancel the order, or null when they can. Only an order not yet in
 * processing can be cancelled, not once its payment was refunded, and not once a download was
 * spent: a digital product that was downloaded cannot be given back, so the whole order stays
 * (the studio can still settle it by hand).
 */
export function cancelRefusal(order: OrderState): string | null {
  if (!(order.status === 'pending' || order.status === 'confirmed') || order.paymentStatus === 'refunded') return CANNOT_CANCEL;
  return (order.downloadsUsed ?? 0) > 0 ? DOWNLOADED_ORDER_NOT_CANCELLABLE : null;
}

export function canCancelOrder(order: OrderState): boolean {
  return cancelRefusal(order) === null;
}

export const CANCEL_REASONS = ['Changed my mind', 'Found a better price', 'Ordered by mistake', 'Shipping time too long', 'Other'] as const;
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
