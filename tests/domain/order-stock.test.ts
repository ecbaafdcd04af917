import { describe, expect, it } from 'vitest';
import { createOrderErrorMessage, PREORDER_INSTEAD_HINT } from '../../src/domain/order-stock.ts';

describe('createOrderErrorMessage', () => {
  it('adds the pre-order hint to the server message when pre-order is possible, as its own sentence', () => {
    expect(PREORDER_INSTEAD_HINT).toBe('It can still be pre-ordered: remove it from your cart, then add it again from its product page.');
    expect(createOrderErrorMessage('Lens is out of stock', true)).toBe(
      'Lens is out of stock. It can still be pre-ordered: remove it from your cart, then add it again from its product page.',
    );
    expect(createOrderErrorMessage('Only 2 of Lens available ', true)).toBe(
      'Only 2 of Lens available. It can still be pre-ordered: remove it from your cart, then add it again from its product page.',
    );
    expect(createOrderErrorMessage('Lens is out of stock.', true)).toBe(
      'Lens is out of stock. It can still be pre-ordered: remove it from your cart, then add it again from its product page.',
    );
    expect(createOrderErrorMessage('Sold out!', true)).toBe(`Sold out! ${PREORDER_INSTEAD_HINT}`);
    expect(createOrderErrorMessage('Lens is out of stock', false)).toBe('Lens is out of stock');
    expect(createOrderErrorMessage(' ', false)).toBe('Failed to create order');
    expect(createOrderErrorMessage(null, true)).toBe(`Failed to create order. ${PREORDER_INSTEAD_HINT}`);
  });
});
