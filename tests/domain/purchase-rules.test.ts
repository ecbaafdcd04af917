import { describe, expect, it } from 'vitest';
import { addBusinessDays, estimatedDeliveryDate } from '../../src/domain/delivery-date.ts';
import {
  DEFAULT_DOWNLOAD_DAYS,
  DEFAULT_DOWNLOAD_LIMIT,
  DOWNLOAD_LINK_MINUTES,
  grantExpiry,
  linkExpiry,
  linkIsLive,
} from '../../src/domain/download-grant.ts';
import { formatOrderNumber, ORDER_NUMBER_PREFIX } from '../../src/domain/order-number.ts';
import { preorderNotAllowedMessage, stockShortageMessage, unitsToReserve } from '../../src/domain/order-stock.ts';
import { canStudioMove, itemStatusFor, studioMovesFrom, transitionRefusal } from '../../src/domain/order-transitions.ts';
import { isOwnOrigin, PAYMENT_CURRENCY, paymentMatchesOrder, toKobo } from '../../src/domain/payment-amount.ts';
import { ORDER_STATUSES } from '../../src/domain/order-status.ts';

// 20 November 2026 is a Friday.
const FRIDAY = new Date('2026-11-20T10:00:00.000Z');
const SATURDAY = new Date('2026-11-21T10:00:00.000Z');
const SUNDAY = new Date('2026-11-22T10:00:00.000Z');

describe('formatOrderNumber', () => {
  it('reads OJ-{year}-{six digits}', () => {
    expect(ORDER_NUMBER_PREFIX).toBe('OJ');
    expect(formatOrderNumber(2026, 123)).toBe('OJ-2026-000123');
    expect(formatOrderNumber(2027, 1)).toBe('OJ-2027-000001');
    expect(formatOrderNumber(2026, 1234567)).toBe('OJ-2026-1234567');
  });
});

describe('addBusinessDays', () => {
  it('skips Saturdays and Sundays', () => {
    expect(addBusinessDays(FRIDAY, 1).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(addBusinessDays(FRIDAY, 5).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(addBusinessDays(SATURDAY, 1).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(addBusinessDays(SUNDAY, 2).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(addBusinessDays(new Date('2026-11-23T10:00:00.000Z'), 4).toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('keeps the date for zero days and does not change its argument', () => {
    const from = new Date(FRIDAY);
    expect(addBusinessDays(from, 0).toISOString()).toBe(FRIDAY.toISOString());
    addBusinessDays(from, 3);
    expect(from.toISOString()).toBe(FRIDAY.toISOString());
  });
});

describe('estimatedDeliveryDate', () => {
  it('is the far end of 3-5 and 1-2 business days, or 24 hours for pickup', () => {
    expect(estimatedDeliveryDate('standard', false, FRIDAY).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(estimatedDeliveryDate('premium', false, FRIDAY).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(estimatedDeliveryDate('pickup', false, FRIDAY).toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(estimatedDeliveryDate('pickup', false, SATURDAY).toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });

  it('is 14, 10 and 14 calendar days with pre-orders', () => {
    expect(estimatedDeliveryDate('standard', true, FRIDAY).toISOString()).toBe('2026-12-04T10:00:00.000Z');
    expect(estimatedDeliveryDate('premium', true, FRIDAY).toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(estimatedDeliveryDate('pickup', true, FRIDAY).toISOString()).toBe('2026-12-04T10:00:00.000Z');
  });
});

describe('order stock messages', () => {
  it('names the product and what is left', () => {
    expect(stockShortageMessage('Camera Lens Coffee Mug', 0)).toBe('Camera Lens Coffee Mug is out of stock');
    expect(stockShortageMessage('Camera Lens Coffee Mug', -2)).toBe('Camera Lens Coffee Mug is out of stock');
    expect(stockShortageMessage('Camera Lens Coffee Mug', 1)).toBe('Only 1 of Camera Lens Coffee Mug available');
    expect(stockShortageMessage('Tripod', 3)).toBe('Only 3 of Tripod available');
    expect(preorderNotAllowedMessage('Tripod')).toBe('Tripod cannot be pre-ordered');
  });

  it('reserves stock for lines from stock only', () => {
    expect(unitsToReserve({ quantity: 3, isPreorder: false })).toBe(3);
    expect(unitsToReserve({ quantity: 3, isPreorder: true })).toBe(0);
  });
});

describe('studio transitions', () => {
  const allowed: Record<string, string[]> = {
    confirmed: ['processing', 'shipped', 'cancelled'],
    processing: ['shipped', 'cancelled'],
    shipped: ['delivered', 'returned'],
    delivered: ['returned'],
  };

  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))('%s -> %s follows the table', (from, to) => {
    expect(canStudioMove(from, to)).toBe((allowed[from] ?? []).includes(to));
  });

  it('lists the moves from each status, none from an unknown one', () => {
    expect(studioMovesFrom('confirmed')).toEqual(['processing', 'shipped', 'cancelled']);
    expect(studioMovesFrom('delivered')).toEqual(['returned']);
    expect(studioMovesFrom('pending')).toEqual([]);
    expect(studioMovesFrom('lost')).toEqual([]);
    expect(canStudioMove('lost', 'shipped')).toBe(false);
  });

  it('says why a move is refused', () => {
    expect(transitionRefusal('pending', 'shipped')).toBe('An order that is pending cannot be moved to shipped');
  });

  it('moves item statuses with the order', () => {
    expect(itemStatusFor('shipped')).toBe('shipped');
    expect(itemStatusFor('delivered')).toBe('delivered');
    expect(itemStatusFor('returned')).toBe('delivered');
    expect(itemStatusFor('processing')).toBe('pending');
    expect(itemStatusFor('cancelled')).toBe('pending');
  });
});

describe('payment amounts', () => {
  it('counts kobo in NGN', () => {
    expect(PAYMENT_CURRENCY).toBe('NGN');
    expect(toKobo(35_500)).toBe(3_550_000);
  });

  it('confirms only the exact amount in naira', () => {
    expect(paymentMatchesOrder({ amountKobo: 3_550_000, currency: 'NGN' }, 35_500)).toBe(true);
    expect(paymentMatchesOrder({ amountKobo: 3_550_000, currency: 'ngn' }, 35_500)).toBe(true);
    expect(paymentMatchesOrder({ amountKobo: 3_549_999, currency: 'NGN' }, 35_500)).toBe(false);
    expect(paymentMatchesOrder({ amountKobo: 3_550_001, currency: 'NGN' }, 35_500)).toBe(false);
    expect(paymentMatchesOrder({ amountKobo: 3_550_000, currency: 'USD' }, 35_500)).toBe(false);
  });

  it('accepts callbacks on the site’s own origin only', () => {
    expect(isOwnOrigin('https://shop.example/payment/status', 'https://shop.example')).toBe(true);
    expect(isOwnOrigin('https://shop.example/payment/status?x=1', 'https://shop.example/')).toBe(true);
    expect(isOwnOrigin('https://evil.example/payment/status', 'https://shop.example')).toBe(false);
    expect(isOwnOrigin('https://shop.example.evil.example/', 'https://shop.example')).toBe(false);
    expect(isOwnOrigin('http://shop.example/payment/status', 'https://shop.example')).toBe(false);
    expect(isOwnOrigin('https://shop.example:8443/payment/status', 'https://shop.example')).toBe(false);
    expect(isOwnOrigin('/payment/status', 'https://shop.example')).toBe(false);
    expect(isOwnOrigin('https://shop.example/', 'not a url')).toBe(false);
  });
});

describe('download grants and links', () => {
  it('defaults to 5 downloads within 7 days, links for 10 minutes', () => {
    expect(DEFAULT_DOWNLOAD_LIMIT).toBe(5);
    expect(DEFAULT_DOWNLOAD_DAYS).toBe(7);
    expect(DOWNLOAD_LINK_MINUTES).toBe(10);
  });

  it('expires a grant the given number of days after it was made', () => {
    expect(grantExpiry(FRIDAY, 7).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(grantExpiry(FRIDAY, 1).toISOString()).toBe('2026-11-21T10:00:00.000Z');
  });

  it('ends a link ten minutes on, in whole seconds', () => {
    const now = new Date('2026-11-20T10:00:00.999Z');
    const expires = linkExpiry(now);
    expect(expires).toBe(Math.floor(FRIDAY.getTime() / 1000) + 600);
    expect(linkIsLive(expires, new Date(expires * 1000 - 1))).toBe(true);
    expect(linkIsLive(expires, new Date(expires * 1000))).toBe(false);
  });
});
