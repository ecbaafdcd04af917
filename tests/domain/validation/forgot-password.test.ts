import { describe, expect, it } from 'vitest';
import { normalizeEmail, validateForgotPassword } from '../../../src/domain/validation/forgot-password.ts';

describe('validateForgotPassword', () => {
  it('requires an email, then its shape', () => {
    expect(validateForgotPassword('')).toBe('Please enter your email address');
    expect(validateForgotPassword('   ')).toBe('Please enter your email address');
    expect(validateForgotPassword('ada@')).toBe('Please enter a valid email address');
    expect(validateForgotPassword(' Ada@Example.com ')).toBeNull();
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});
