import { describe, expect, it } from 'vitest';
import { addToCartErrorMessage, addToCartSuccessMessage, PREORDER_ADDED_INFO } from '../../src/domain/cart-messages.ts';
import { serverMessageOr } from '../../src/domain/server-message.ts';

describe('add to cart messages', () => {
  it('names the pre-order share of the line', () => {
    expect(addToCartSuccessMessage('preorder')).toBe('Pre-order item added to cart');
    expect(addToCartSuccessMessage('partial_preorder')).toBe('Item added to cart (some items as preorder)');
    expect(addToCartSuccessMessage(undefined)).toBe('Item added to cart');
    expect(addToCartSuccessMessage('in_stock')).toBe('Item added to cart');
    expect(PREORDER_ADDED_INFO).toBe('Pre-order item added. Estimated delivery: 7-14 days');
  });

  it('says how many are available when the server tells', () => {
    expect(addToCartErrorMessage(3)).toBe('Only 3 items available');
    expect(addToCartErrorMessage(0)).toBe('Only 0 items available');
    expect(addToCartErrorMessage(null)).toBe('Could not add to cart');
    expect(addToCartErrorMessage()).toBe('Could not add to cart');
  });
});

describe('serverMessageOr', () => {
  it('shows the server message, else the fallback', () => {
    expect(serverMessageOr('Invalid or expired token', 'Verification failed.')).toBe('Invalid or expired token');
    expect(serverMessageOr('', 'Verification failed.')).toBe('Verification failed.');
    expect(serverMessageOr('  ', 'Verification failed.')).toBe('Verification failed.');
    expect(serverMessageOr(undefined, 'Email verified successfully!')).toBe('Email verified successfully!');
    expect(serverMessageOr({ message: 'x' }, 'fallback')).toBe('fallback');
  });
});
