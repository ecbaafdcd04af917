import { describe, expect, it } from 'vitest';
import { isEmailShaped, normalizeEmail, validateEmailField } from '../../../src/domain/validation/email.ts';

describe('isEmailShaped', () => {
  it('accepts address-shaped text, ignoring surrounding spaces', () => {
    expect(isEmailShaped('ada@example.com')).toBe(true);
    expect(isEmailShaped('a.b+c@studio.com.ng')).toBe(true);
    expect(isEmailShaped('  ada@example.com ')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'ada @example.com',
      'ada@exa mple.com',
      'a@b@c.com',
      'ada@example.',
      'ada@.com',
      'x ada@example.com',
      'ada@example.com y',
    ]) {
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

describe('isEmailShaped and header tricks', () => {
  it('refuses display names, lists, quotes and comments, so one address is exactly one mailbox', () => {
    for (const value of [
      'Foo<victim@evil.com>',
      '<victim@evil.com>',
      'victim@evil.com>',
      'a@b.com,victim@evil.com',
      'a@b.com;victim@evil.com',
      'group:victim@evil.com',
      '"quoted"@example.com',
      'ada(comment)@example.com',
      'ada@[127.0.0.1].com',
      'ada\\x@example.com',
      'ada@example.com\nBcc:victim@evil.com',
      'ada@exam\tple.com',
    ]) {
      expect(isEmailShaped(value), value).toBe(false);
    }
  });

  it('still accepts the usual characters of real addresses', () => {
    for (const value of ["o'brien@example.ie", 'first.last+tag@sub.example.com.ng', 'a_b-c@example-studio.com', 'x%y@example.com']) {
      expect(isEmailShaped(value), value).toBe(true);
    }
  });
});
