import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_EXPIRED,
  DOWNLOAD_LIMIT_REACHED,
  downloadsRemaining,
  grantsForOrder,
  grantExpiryText,
  grantState,
  showsDigitalDownload,
} from '../../src/domain/downloads.ts';

describe('showsDigitalDownload', () => {
  const digital = { isDigital: true };

  it('shows for a digital item of a confirmed, shipped or delivered order that is paid', () => {
    expect(showsDigitalDownload(digital, { status: 'confirmed', paymentStatus: 'paid' })).toBe(true);
    expect(showsDigitalDownload(digital, { status: 'shipped', paymentStatus: 'paid' })).toBe(true);
    expect(showsDigitalDownload(digital, { status: 'delivered', paymentStatus: 'paid' })).toBe(true);
  });

  it('hides for physical items', () => {
    expect(showsDigitalDownload({ isDigital: false }, { status: 'delivered', paymentStatus: 'paid' })).toBe(false);
    expect(showsDigitalDownload({}, { status: 'delivered', paymentStatus: 'paid' })).toBe(false);
  });

  it('hides for other order statuses', () => {
    for (const status of ['pending', 'processing', 'cancelled', 'returned', 'refunded']) {
      expect(showsDigitalDownload(digital, { status, paymentStatus: 'paid' })).toBe(false);
    }
  });

  it('hides until the payment is paid', () => {
    expect(showsDigitalDownload(digital, { status: 'confirmed', paymentStatus: 'pending' })).toBe(false);
    expect(showsDigitalDownload(digital, { status: 'confirmed', paymentStatus: 'success' })).toBe(false);
    expect(showsDigitalDownload(digital, { status: 'confirmed' })).toBe(false);
  });
});

describe('grantExpiryText', () => {
  const now = new Date('2026-03-05T12:00:00Z');

  it('says Expires before the expiry instant and Expired from it on, with the date and time', () => {
    expect(grantExpiryText({ downloadsUsed: 0, expiryDate: '2026-03-05T12:00:01Z' }, now)).toBe('Expires 5 March 2026 at 1:00 pm');
    expect(grantExpiryText({ downloadsUsed: 0, expiryDate: '2026-03-05T12:00:00Z' }, now)).toBe('Expired 5 March 2026 at 1:00 pm');
    expect(grantExpiryText({ downloadsUsed: 0, expiryDate: new Date('2026-03-01T08:00:00Z') }, now)).toBe(
      'Expired 1 March 2026 at 9:00 am',
    );
  });

  it('says Never expires without an expiry date', () => {
    expect(grantExpiryText({ downloadsUsed: 0, expiryDate: null }, now)).toBe('Never expires');
    expect(grantExpiryText({ downloadsUsed: 0 }, now)).toBe('Never expires');
  });
});

describe('grantState', () => {
  const now = new Date('2026-03-05T12:00:00Z');

  it('is usable before expiry and under the limit', () => {
    expect(grantState({ downloadsUsed: 2, downloadLimit: 3, expiryDate: '2026-03-05T12:00:01Z' }, now)).toEqual({
      usable: true,
    });
    expect(grantState({ downloadsUsed: 100 }, now)).toEqual({ usable: true });
    expect(grantState({ downloadsUsed: 0, downloadLimit: null, expiryDate: null }, now)).toEqual({ usable: true });
  });

  it('is expired from the expiry instant on', () => {
    expect(grantState({ downloadsUsed: 0, expiryDate: '2026-03-05T12:00:00Z' }, now)).toEqual({
      usable: false,
      reason: 'Download expired',
    });
    expect(grantState({ downloadsUsed: 0, expiryDate: new Date('2026-01-01T00:00:00Z') }, now)).toEqual({
      usable: false,
      reason: DOWNLOAD_EXPIRED,
    });
  });

  it('is used up at the limit', () => {
    expect(grantState({ downloadsUsed: 3, downloadLimit: 3 }, now)).toEqual({
      usable: false,
      reason: 'Download limit reached',
    });
    expect(grantState({ downloadsUsed: 4, downloadLimit: 3 }, now)).toEqual({ usable: false, reason: DOWNLOAD_LIMIT_REACHED });
    expect(grantState({ downloadsUsed: 0, downloadLimit: 0 }, now)).toEqual({ usable: false, reason: DOWNLOAD_LIMIT_REACHED });
  });

  it('reports expiry before the limit', () => {
    expect(grantState({ downloadsUsed: 3, downloadLimit: 3, expiryDate: '2026-01-01T00:00:00Z' }, now)).toEqual({
      usable: false,
      reason: DOWNLOAD_EXPIRED,
    });
  });
});

describe('downloadsRemaining and grantsForOrder', () => {
  it('counts what is left, never below 0, null when unlimited', () => {
    expect(downloadsRemaining({ downloadsUsed: 1, downloadLimit: 3 })).toBe(2);
    expect(downloadsRemaining({ downloadsUsed: 5, downloadLimit: 3 })).toBe(0);
    expect(downloadsRemaining({ downloadsUsed: 5 })).toBeNull();
  });

  it('keeps an order’s own grants', () => {
    const grants = [
      { orderId: 'a', downloadsUsed: 0 },
      { orderId: 'b', downloadsUsed: 0 },
      { orderId: 'a', downloadsUsed: 1 },
    ];
    expect(grantsForOrder(grants, 'a')).toEqual([grants[0], grants[2]]);
    expect(grantsForOrder(grants, 'c')).toEqual([]);
  });
});
