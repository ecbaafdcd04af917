import { describe, expect, it } from 'vitest';
import {
  isOrderStatus,
  ITEM_STATUSES,
  ORDER_STATUS_FILTERS,
  ORDER_STATUSES,
  orderStatusColor,
  PAYMENT_STATUSES,
  statusLabel,
} from '../../src/domain/order-status.ts';

describe('statuses', () => {
  it('lists the order, payment and item statuses', () => {
    expect(ORDER_STATUSES).toEqual(['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned', 'refunded']);
    expect(PAYMENT_STATUSES).toEqual(['success', 'pending', 'failed', 'refunded', 'paid']);
    expect(ITEM_STATUSES).toEqual(['pending', 'shipped', 'delivered']);
  });

  it('offers the My Orders status filter: All and every status an order can have, confirmed included', () => {
    expect(ORDER_STATUS_FILTERS).toEqual([
      { value: 'all', label: 'All' },
      { value: 'pending', label: 'Pending' },
      { value: 'confirmed', label: 'Confirmed' },
      { value: 'processing', label: 'Processing' },
      { value: 'shipped', label: 'Shipped' },
      { value: 'delivered', label: 'Delivered' },
      { value: 'cancelled', label: 'Cancelled' },
      { value: 'returned', label: 'Returned' },
      { value: 'refunded', label: 'Refunded' },
    ]);
  });

  it('recognises known statuses only', () => {
    expect(isOrderStatus('refunded')).toBe(true);
    expect(isOrderStatus('refunds')).toBe(false);
    expect(isOrderStatus(42)).toBe(false);
  });
});

describe('orderStatusColor', () => {
  it('gives each status its own colour', () => {
    const colours = ORDER_STATUSES.map(orderStatusColor);
    expect(colours).toEqual(['amber', 'blue', 'indigo', 'purple', 'green', 'red', 'orange', 'pink']);
    expect(new Set(colours).size).toBe(ORDER_STATUSES.length);
  });

  it('is grey for an unknown status', () => {
    expect(orderStatusColor('lost')).toBe('gray');
    expect(orderStatusColor('')).toBe('gray');
    expect(orderStatusColor('toString')).toBe('gray');
  });
});

describe('statusLabel', () => {
  it('capitalises', () => {
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('on hold')).toBe('On hold');
    expect(statusLabel('')).toBe('');
  });
});
