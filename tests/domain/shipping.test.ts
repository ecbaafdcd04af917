import { describe, expect, it } from 'vitest';
import {
  checkoutTotals,
  DEFAULT_SHIPPING_METHOD,
  deliveryEstimate,
  isLagos,
  isShippingMethod,
  orderTotal,
  PRE_CHECKOUT_DELIVERY_FEE,
  PREORDER_ITEM_ESTIMATE,
  preCheckoutTotals,
  SHIPPING_METHODS,
  shippingFee,
} from '../../src/domain/shipping.ts';

describe('isLagos', () => {
  it('finds Lagos anywhere in the state, in any case', () => {
    expect(isLagos('Lagos')).toBe(true);
    expect(isLagos('Lagos State')).toBe(true);
    expect(isLagos('lagos')).toBe(true);
    expect(isLagos('LAGOS ISLAND')).toBe(true);
  });

  it('is false for other states', () => {
    expect(isLagos('Oyo')).toBe(false);
    expect(isLagos('FCT')).toBe(false);
    expect(isLagos('')).toBe(false);
    expect(isLagos('Lago')).toBe(false);
  });
});

describe('shippingFee', () => {
  it('charges standard 2000 in Lagos and 5000 elsewhere', () => {
    expect(shippingFee('standard', 'Lagos')).toBe(2000);
    expect(shippingFee('standard', 'Lagos State')).toBe(2000);
    expect(shippingFee('standard', 'Oyo')).toBe(5000);
  });

  it('charges premium 4000 in Lagos and 10000 elsewhere', () => {
    expect(shippingFee('premium', 'Lagos')).toBe(4000);
    expect(shippingFee('premium', 'Lagos State')).toBe(4000);
    expect(shippingFee('premium', 'Kano')).toBe(10000);
  });

  it('charges nothing for pickup', () => {
    expect(shippingFee('pickup', 'Lagos')).toBe(0);
    expect(shippingFee('pickup', 'Kano')).toBe(0);
  });
});

describe('deliveryEstimate', () => {
  it('without pre-order items', () => {
    expect(deliveryEstimate('standard', false)).toBe('3-5 business days');
    expect(deliveryEstimate('premium', false)).toBe('1-2 business days');
    expect(deliveryEstimate('pickup', false)).toBe('Ready in 24 hours');
  });

  it('with pre-order items', () => {
    expect(deliveryEstimate('standard', true)).toBe('7-14 days');
    expect(deliveryEstimate('premium', true)).toBe('5-10 days');
    expect(deliveryEstimate('pickup', true)).toBe('7-14 days');
    expect(PREORDER_ITEM_ESTIMATE).toBe('7-14 days');
  });
});

describe('totals', () => {
  it('total is subtotal plus shipping', () => {
    expect(orderTotal(30000, 5000)).toBe(35000);
    expect(orderTotal(0, 0)).toBe(0);
  });

  it('computes checkout totals from method and state', () => {
    expect(checkoutTotals(30000, 'standard', 'Lagos State')).toEqual({ subtotal: 30000, shipping: 2000, total: 32000 });
    expect(checkoutTotals(30000, 'premium', 'Enugu')).toEqual({ subtotal: 30000, shipping: 10000, total: 40000 });
    expect(checkoutTotals(30000, 'pickup', 'Enugu')).toEqual({ subtotal: 30000, shipping: 0, total: 30000 });
  });

  it('charges no shipping when nothing is delivered (no method)', () => {
    expect(checkoutTotals(30000, null, 'Enugu')).toEqual({ subtotal: 30000, shipping: 0, total: 30000 });
    expect(checkoutTotals(30000, null, '')).toEqual({ subtotal: 30000, shipping: 0, total: 30000 });
  });

  it('shows a delivery fee of 0 before checkout, so the estimate equals the subtotal', () => {
    expect(PRE_CHECKOUT_DELIVERY_FEE).toBe(0);
    expect(preCheckoutTotals(45000)).toEqual({ subtotal: 45000, shipping: 0, total: 45000 });
  });
});

describe('methods', () => {
  it('defaults to standard', () => {
    expect(DEFAULT_SHIPPING_METHOD).toBe('standard');
    expect(SHIPPING_METHODS).toEqual(['standard', 'premium', 'pickup']);
  });

  it('recognises the three methods only', () => {
    expect(isShippingMethod('standard')).toBe(true);
    expect(isShippingMethod('premium')).toBe(true);
    expect(isShippingMethod('pickup')).toBe(true);
    expect(isShippingMethod('express')).toBe(false);
    expect(isShippingMethod(undefined)).toBe(false);
  });
});
