import { describe, expect, it } from 'vitest';
import { subscribersCsv, subscribersCsvName, subscriptionSource } from '../../src/domain/newsletter-subscribers.ts';

describe('subscriptionSource', () => {
  it('keeps a trimmed source of at most 200 characters, and null for none', () => {
    expect(subscriptionSource('  /shop ')).toBe('/shop');
    expect(subscriptionSource(`/${'a'.repeat(199)}`)).toHaveLength(200);
    expect(subscriptionSource(`/${'a'.repeat(200)}`)).toBe(`/${'a'.repeat(199)}`);
    expect(subscriptionSource('   ')).toBeNull();
    expect(subscriptionSource(undefined)).toBeNull();
  });
});

describe('subscribersCsv', () => {
  it('writes a header and one row per subscriber, dates in the studio’s time, formula-looking cells defused', () => {
    const csv = subscribersCsv([
      {
        email: 'ada@example.ng',
        subscribedAt: '2026-11-26T09:30:00.000Z',
        status: 'confirmed',
        confirmedAt: '2026-11-26T09:40:00.000Z',
        unsubscribedAt: null,
        source: '=cmd|"/c calc"!A1',
      },
      {
        email: 'bola@example.ng',
        subscribedAt: '2026-11-25T23:30:00.000Z',
        status: 'unsubscribed',
        confirmedAt: null,
        unsubscribedAt: '2026-11-26T00:00:00.000Z',
        source: null,
      },
    ]);
    expect(csv).toBe(
      'Email,Subscribed,Status,Confirmed,Unsubscribed,Source\r\n' +
        `ada@example.ng,26 November 2026 at 10:30 am,Confirmed,26 November 2026 at 10:40 am,,"'=cmd|""/c calc""!A1"\r\n` +
        'bola@example.ng,26 November 2026 at 12:30 am,Unsubscribed,,26 November 2026 at 1:00 am,\r\n',
    );
    expect(subscribersCsv([])).toBe('Email,Subscribed,Status,Confirmed,Unsubscribed,Source\r\n');
  });

  it('names the file after the day', () => {
    expect(subscribersCsvName('2026-11-26')).toBe('newsletter-subscribers_2026-11-26.csv');
  });
});
