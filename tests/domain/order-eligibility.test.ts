import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASON_REQUIRED,
  CANCEL_REASON_TEXT_REQUIRED,
  CANCEL_REASONS,
  cancelReasonError,
  cancellationReason,
  canCancelOrder,
  CANNOT_CANCEL,
  cancelRefusal,
  CONTACT_PAGE,
  DOWNLOAD_SPENT,
  DOWNLOADED_ORDER_NOT_CANCELLABLE,
  canReviewOrder,
  NOT_ELIGIBLE_FOR_REVIEW,
  reviewEligibilityError,
} from '../../src/domain/order-eligibility.ts';

describe('canCancelOrder', () => {
  it('allows pending or confirmed orders whose payment is not refunded', () => {
    expect(canCancelOrder({ status: 'pending', paymentStatus: 'pending' })).toBe(true);
    expect(canCancelOrder({ status: 'confirmed', paymentStatus: 'paid' })).toBe(true);
    expect(canCancelOrder({ status: 'pending' })).toBe(true);
  });

  it('refuses refunded payments', () => {
    expect(canCancelOrder({ status: 'pending', paymentStatus: 'refunded' })).toBe(false);
    expect(canCancelOrder({ status: 'confirmed', paymentStatus: 'refunded' })).toBe(false);
  });

  it('refuses every later status', () => {
    for (const status of ['processing', 'shipped', 'delivered', 'cancelled', 'returned', 'refunded']) {
      expect(canCancelOrder({ status, paymentStatus: 'paid' })).toBe(false);
    }
  });
});

describe('cancelRefusal', () => {
  it('answers null while the order can be cancelled', () => {
    expect(cancelRefusal({ status: 'pending', paymentStatus: 'pending' })).toBeNull();
    expect(cancelRefusal({ status: 'confirmed', paymentStatus: 'paid', downloadsUsed: 0 })).toBeNull();
    expect(cancelRefusal({ status: 'confirmed', paymentStatus: 'paid', downloadsUsed: null })).toBeNull();
  });

  it('refuses once one download was spent, pointing to the contact page', () => {
    expect(cancelRefusal({ status: 'confirmed', paymentStatus: 'paid', downloadsUsed: 1 })).toBe(DOWNLOADED_ORDER_NOT_CANCELLABLE);
    expect(cancelRefusal({ status: 'pending', paymentStatus: 'pending', downloadsUsed: 5 })).toBe(DOWNLOADED_ORDER_NOT_CANCELLABLE);
    expect(canCancelOrder({ status: 'confirmed', paymentStatus: 'paid', downloadsUsed: 1 })).toBe(false);
    expect(DOWNLOADED_ORDER_NOT_CANCELLABLE).toBe(
      'This order can no longer be cancelled because a download has already been used. Please contact us at /contact to ask about a refund.',
    );
    expect(CONTACT_PAGE).toBe('/contact');
    expect(DOWNLOAD_SPENT).toBe('This order can no longer be cancelled because a download has already been used.');
  });

  it('says the order can no longer be cancelled for a later status or a refunded payment, downloads or not', () => {
    expect(CANNOT_CANCEL).toBe('This order can no longer be cancelled');
    expect(cancelRefusal({ status: 'processing', paymentStatus: 'paid', downloadsUsed: 0 })).toBe(CANNOT_CANCEL);
    expect(cancelRefusal({ status: 'shipped', paymentStatus: 'paid', downloadsUsed: 2 })).toBe(CANNOT_CANCEL);
    expect(cancelRefusal({ status: 'confirmed', paymentStatus: 'refunded' })).toBe(CANNOT_CANCEL);
    expect(cancelRefusal({ status: 'pending', paymentStatus: 'refunded', downloadsUsed: 1 })).toBe(CANNOT_CANCEL);
  });
});

describe('cancel reasons', () => {
  it('lists the five choices', () => {
    expect(CANCEL_REASONS).toEqual(['Changed my mind', 'Found a better price', 'Ordered by mistake', 'Shipping time too long', 'Other']);
  });

  it('requires a reason', () => {
    expect(cancelReasonError('')).toBe(CANCEL_REASON_REQUIRED);
    expect(cancelReasonError(null)).toBe('Please select a reason for cancellation');
    expect(cancelReasonError(undefined)).toBe(CANCEL_REASON_REQUIRED);
  });

  it('requires free text for Other', () => {
    expect(cancelReasonError('Other')).toBe('Please tell us why you are cancelling');
    expect(cancelReasonError('Other', '   ')).toBe(CANCEL_REASON_TEXT_REQUIRED);
    expect(cancelReasonError('Other', 'Wrong colour')).toBeNull();
    expect(cancelReasonError('Ordered by mistake')).toBeNull();
  });

  it('sends the free text in place of Other', () => {
    expect(cancellationReason('Other', '  Wrong colour ')).toBe('Wrong colour');
    expect(cancellationReason('Other')).toBe('');
    expect(cancellationReason('Changed my mind', 'ignored')).toBe('Changed my mind');
  });
});

describe('review eligibility', () => {
  it('opens for delivered orders not yet reviewed', () => {
    expect(canReviewOrder({ status: 'delivered' }, false)).toBe(true);
    expect(reviewEligibilityError({ status: 'delivered' }, false)).toBeNull();
  });

  it('is closed otherwise, with the spec’s message', () => {
    expect(canReviewOrder({ status: 'delivered' }, true)).toBe(false);
    expect(canReviewOrder({ status: 'shipped' }, false)).toBe(false);
    expect(reviewEligibilityError({ status: 'shipped' }, false)).toBe('This order is not eligible for reviews yet.');
    expect(reviewEligibilityError({ status: 'delivered' }, true)).toBe(NOT_ELIGIBLE_FOR_REVIEW);
  });
});
