import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMemberSince, isoCalendarDate, STUDIO_TIME_ZONE } from '../../src/domain/dates.ts';

const afternoon = new Date('2026-03-05T14:07:00Z');

describe('formatDateTime', () => {
  it('writes Nigerian English with a long month and 12-hour time in Lagos', () => {
    expect(STUDIO_TIME_ZONE).toBe('Africa/Lagos');
    expect(formatDateTime(afternoon)).toBe('5 March 2026 at 3:07 pm');
    expect(formatDateTime('2026-12-31T23:30:00Z')).toBe('1 January 2027 at 12:30 am');
    expect(formatDateTime(Date.UTC(2026, 5, 9, 8, 5))).toBe('9 June 2026 at 9:05 am');
  });

  it('takes the time zone as a parameter', () => {
    expect(formatDateTime(afternoon, 'UTC')).toBe('5 March 2026 at 2:07 pm');
  });

  it('gives an empty string for an unreadable or missing date', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('reads epoch milliseconds, zero included', () => {
    expect(formatDateTime(0, 'UTC')).toBe('1 January 1970 at 12:00 am');
  });
});

describe('formatDate', () => {
  it('writes the day alone, no time, in Lagos unless told otherwise', () => {
    expect(formatDate(afternoon)).toBe('5 March 2026');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1 January 2027');
    expect(formatDate('2026-12-31T23:30:00Z', 'UTC')).toBe('31 December 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatMemberSince', () => {
  it('uses the long US format', () => {
    expect(formatMemberSince(afternoon)).toBe('March 5, 2026');
    expect(formatMemberSince('2026-12-31T23:30:00Z')).toBe('January 1, 2027');
    expect(formatMemberSince('2026-12-31T23:30:00Z', 'UTC')).toBe('December 31, 2026');
    expect(formatMemberSince('garbage')).toBe('');
  });
});

describe('isoCalendarDate', () => {
  it('writes YYYY-MM-DD in the given zone', () => {
    expect(isoCalendarDate(afternoon)).toBe('2026-03-05');
    expect(isoCalendarDate('2026-12-31T23:30:00Z')).toBe('2027-01-01');
    expect(isoCalendarDate('2026-12-31T23:30:00Z', 'UTC')).toBe('2026-12-31');
  });
});
