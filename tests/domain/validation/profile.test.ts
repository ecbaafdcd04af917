import { describe, expect, it } from 'vitest';
import { BIO_MAX_LENGTH, MORE_DETAILS_MAX_LENGTH, validateProfile } from '../../../src/domain/validation/profile.ts';

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
    expect(validateProfile({ name: 'Ada', bio: 'a'.repeat(501), moreDetails: 'a'.repeat(301) })).toBe(
      'Bio must be 500 characters or less',
    );
  });

  it('allows more details of 300, not 301', () => {
    expect(MORE_DETAILS_MAX_LENGTH).toBe(300);
    expect(validateProfile({ name: 'Ada', moreDetails: 'a'.repeat(300) })).toBeNull();
    expect(validateProfile({ name: 'Ada', moreDetails: 'a'.repeat(301) })).toBe('More details must be 300 characters or less');
  });
});
