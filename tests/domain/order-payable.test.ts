import { describe, expect, it } from 'vitest';
import { canPayOrder } from '../../src/domain/order-payable.ts';

describe('canPayOrder', () => {
  it('allows a pending order whose payment was not started, is open, or failed', () => {
    expect(canPayOrder({ status: 'pending', paymentStatus: 'pending' })).toBe(true);
    expect(canPayOrder({ status: 'pending', paymentStatus: 'failed' })).toBe(true);
  });

  it('refuses a pending order once money was taken or given back', () => {
    for (const paymentStatus of ['paid', 'success', 'refunded']) expect(canPayOrder({ status: 'pending', paymentStatus })).toBe(false);
  });

  it('refuses a payment status it does not know, or none', () => {
    expect(canPayOrder({ status: 'pending', paymentStatus: 'PENDING' })).toBe(false);
    expect(canPayOrder({ status: 'pending', paymentStatus: null })).toBe(false);
    expect(canPayOrder({ status: 'pending' })).toBe(false);
  });

  it('refuses every status after pending, even unpaid', () => {
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned', 'refunded', 'Pending']) {
      expect(canPayOrder({ status, paymentStatus: 'pending' })).toBe(false);
      expect(canPayOrder({ status, paymentStatus: 'failed' })).toBe(false);
    }
  });
});
