import { describe, expect, it } from 'vitest';
import { DELIVERY_ADDRESS_REQUIRED, DIGITAL_DELIVERY_NAME, NO_DELIVERY_NEEDED, needsDelivery } from '../../src/domain/delivery.ts';

describe('needsDelivery', () => {
  it('is false for digital lines alone', () => {
    expect(needsDelivery([{ isDigital: true }])).toBe(false);
    expect(needsDelivery([{ isDigital: true }, { isDigital: true }])).toBe(false);
  });

  it('is true as soon as one line is physical, or does not say it is digital', () => {
    expect(needsDelivery([{ isDigital: true }, { isDigital: false }])).toBe(true);
    expect(needsDelivery([{ isDigital: false }, { isDigital: true }])).toBe(true);
    expect(needsDelivery([{ isDigital: true }, { isDigital: null }])).toBe(true);
    expect(needsDelivery([{}])).toBe(true);
  });

  it('is false for no lines (nothing to deliver)', () => {
    expect(needsDelivery([])).toBe(false);
  });

  it('says what an order without delivery shows', () => {
    expect(NO_DELIVERY_NEEDED).toBe('No delivery needed: your downloads are in My Orders once the payment is received.');
    expect(DIGITAL_DELIVERY_NAME).toBe('Digital download (no delivery)');
    expect(DELIVERY_ADDRESS_REQUIRED).toBe('Please select a delivery address');
  });
});
