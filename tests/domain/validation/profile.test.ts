import { describe, expect, it } from 'vitest';
import { BIO_MAX_LENGTH, MORE_DETAILS_MAX_LENGTH, validateDateOfBirth, validateProfile } from '../../../src/domain/validation/profile.ts';

describe('validateProfile', () => {
  it('requires a name', () => {
    expect(validateProfile({ name: '' })).toBe('Name is required');
    expect(validateProfile({ name: '  ', bio: 'a'.repeat(501) })).toBe('Name is required');
    expect(validateProfile({ name: 'Ada' })).toBeNull();
    expect(validateProfile({ name: 'Ada', bio: null, moreDetails: null })).toBeNull();
  });

  it('allows a bio of 500, not 501', () => {
    expect(BIO_MAX_LENGTH).toBe(500);
    expect(validateProfile({ name: 'Ada', bio: 'a'.repeat(499) })).toBeNull();
    expect(validateProfile({ name: 'Ada', bio: 'a'.repeat(500) })).toBeNull();
    expect(validateProfile({ name: 'Ada', bio: 'a'.repeat(501), moreDetails: 'a'.repeat(301) })).toBe('Bio must be 500 characters or less');
  });

  it('allows more details of 300, not 301', () => {
    expect(MORE_DETAILS_MAX_LENGTH).toBe(300);
    expect(validateProfile({ name: 'Ada', moreDetails: 'a'.repeat(300) })).toBeNull();
    expect(validateProfile({ name: 'Ada', moreDetails: 'a'.repeat(301) })).toBe('More details must be 300 characters or less');
  });

  it('takes no phone, or one with digits, spaces, hyphens, plus and brackets only', () => {
    expect(validateProfile({ name: 'Ada' })).toBeNull();
    expect(validateProfile({ name: 'Ada', phone: null })).toBeNull();
    expect(validateProfile({ name: 'Ada', phone: '' })).toBeNull();
    expect(validateProfile({ name: 'Ada', phone: '   ' })).toBeNull();
    expect(validateProfile({ name: 'Ada', phone: ' +234 (0) 803-555-0100 ' })).toBeNull();
    expect(validateProfile({ name: 'Ada', phone: '0803.555.0100' })).toBe('Invalid phone number format');
    expect(validateProfile({ name: 'Ada', phone: 'call me' })).toBe('Invalid phone number format');
    expect(validateProfile({ name: '', phone: 'call me' })).toBe('Name is required');
    expect(validateProfile({ name: 'Ada', phone: 'x', bio: 'a'.repeat(501) })).toBe('Invalid phone number format');
  });
});

describe('validateDateOfBirth', () => {
  it('allows today and any earlier day, refuses tomorrow and later', () => {
    expect(validateDateOfBirth('2026-11-20', '2026-11-20')).toBeNull();
    expect(validateDateOfBirth('2026-11-19', '2026-11-20')).toBeNull();
    expect(validateDateOfBirth('1950-01-01', '2026-11-20')).toBeNull();
    expect(validateDateOfBirth('2026-11-21', '2026-11-20')).toBe('Date of birth cannot be in the future');
    expect(validateDateOfBirth('2027-01-01', '2026-12-31')).toBe('Date of birth cannot be in the future');
    expect(validateDateOfBirth('2999-01-01', '2026-11-20')).toBe('Date of birth cannot be in the future');
  });

  it('lets a missing or cleared date through', () => {
    expect(validateDateOfBirth(undefined, '2026-11-20')).toBeNull();
    expect(validateDateOfBirth(null, '2026-11-20')).toBeNull();
    expect(validateDateOfBirth('', '2026-11-20')).toBeNull();
  });
});
