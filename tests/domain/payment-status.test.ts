import { describe, expect, it } from 'vitest';
import {
  initialPaymentPageState,
  paymentCallbackUrl,
  payOrderPath,
  paymentPageStateFor,
  TOKEN_RETRY_MS,
} from '../../src/domain/payment-status.ts';

describe('payment status page', () => {
  it('builds the callback from the site origin', () => {
    expect(paymentCallbackUrl('https://studio.ng')).toBe('https://studio.ng/payment/status');
    expect(paymentCallbackUrl('http://localhost:8080//')).toBe('http://localhost:8080/payment/status');
  });

  it('starts in error without a reference or with an error parameter', () => {
    expect(initialPaymentPageState({ reference: 'ref1' })).toBe('loading');
    expect(initialPaymentPageState({ reference: 'ref1', error: null })).toBe('loading');
    expect(initialPaymentPageState({ reference: '' })).toBe('error');
    expect(initialPaymentPageState({})).toBe('error');
    expect(initialPaymentPageState({ reference: 'ref1', error: '' })).toBe('error');
    expect(initialPaymentPageState({ reference: 'ref1', error: 'cancelled' })).toBe('error');
  });

  it('follows the transaction status', () => {
    expect(paymentPageStateFor('pending')).toBe('pending');
    expect(paymentPageStateFor('success')).toBe('success');
    expect(paymentPageStateFor('failed')).toBe('failed');
    expect(paymentPageStateFor('abandoned')).toBe('error');
    expect(paymentPageStateFor(undefined)).toBe('error');
  });

  it('polls every 3 s and retries the token after 0.5 s', () => {
    expect(TOKEN_RETRY_MS).toBe(500);
  });
});

describe('payOrderPath', () => {
  it('pays the same order again on /payment, its id made safe for the address', () => {
    expect(payOrderPath('ord_1')).toBe('/payment?order=ord_1');
    expect(payOrderPath('a b&c=d')).toBe('/payment?order=a%20b%26c%3Dd');
  });
});
