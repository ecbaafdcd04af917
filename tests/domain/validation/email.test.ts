import { describe, expect, it } from 'vitest';
import { isEmailShaped } from '../../../src/domain/validation/email.ts';

describe('isEmailShaped', () => {
  it('accepts address-shaped text, ignoring surrounding spaces', () => {
    expect(isEmailShaped('ada@example.com')).toBe(true);
    expect(isEmailShaped('a.b+c@studio.com.ng')).toBe(true);
    expect(isEmailShaped('  ada@example.com ')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of ['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com', 'ada@exa mple.com', 'a@b@c.com', 'ada@example.', 'ada@.com', 'x ada@example.com', 'ada@example.com y']) {
      expect(isEmailShaped(value), value).toBe(false);
    }
  });
});
