import { describe, expect, it } from 'vitest';
import { formatNaira } from '../../src/domain/money.ts';

describe('formatNaira', () => {
  it('writes the naira sign and thousands separators', () => {
    expect(formatNaira(25000)).toBe('₦25,000');
    expect(formatNaira(1234567)).toBe('₦1,234,567');
    expect(formatNaira(0)).toBe('₦0');
  });
});
