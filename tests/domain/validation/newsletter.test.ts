import { describe, expect, it } from 'vitest';
import { validateNewsletterEmail } from '../../../src/domain/validation/newsletter.ts';

describe('validateNewsletterEmail', () => {
  it('requires an email, then its shape', () => {
    expect(validateNewsletterEmail('')).toBe('Please enter your email address');
    expect(validateNewsletterEmail('   ')).toBe('Please enter your email address');
    expect(validateNewsletterEmail('ada@example')).toBe('Please enter a valid email address');
    expect(validateNewsletterEmail('ada @example.com')).toBe('Please enter a valid email address');
  });

  it('accepts an address with surrounding spaces and capitals, which are normalised before storing', () => {
    expect(validateNewsletterEmail(' Ada@Example.com ')).toBeNull();
  });
});
