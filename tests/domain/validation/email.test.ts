import { describe, expect, it } from 'vitest';
import { isEmailShaped, normalizeEmail, validateEmailField } from '../../../src/domain/validation/email.ts';

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

describe('validateEmailField', () => {
  it('requires an email, then its shape', () => {
    expect(validateEmailField('')).toBe('Please enter your email address');
    expect(validateEmailField('   ')).toBe('Please enter your email address');
    expect(validateEmailField('ada@')).toBe('Please enter a valid email address');
    expect(validateEmailField('ada@example')).toBe('Please enter a valid email address');
    expect(validateEmailField('ada @example.com')).toBe('Please enter a valid email address');
  });

  it('accepts an address with surrounding spaces and capitals, which are normalised before use', () => {
    expect(validateEmailField(' Ada@Example.com ')).toBeNull();
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});
