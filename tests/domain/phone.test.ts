import { describe, expect, it } from 'vitest';
import { displayPhone, nigerianE164, storedPhone } from '../../src/domain/phone.ts';

describe('nigerianE164', () => {
  it('reads a mobile number however a shopper types it', () => {
    for (const typed of [
      '0803 555 0100',
      '08035550100',
      '803 555 0100',
      '8035550100',
      '+234 803 555 0100',
      '+2348035550100',
      '2348035550100',
      '00234 803 555 0100',
      '+234 (0) 803-555-0100',
      '(0803) 555-0100',
      '  0803-555-0100  ',
      '+234\t803\u00a0555 0100',
    ]) {
      expect(nigerianE164(typed), typed).toBe('+2348035550100');
    }
  });

  it('knows every mobile range: 70x, 80x, 81x, 90x, 91x', () => {
    expect(nigerianE164('0701 234 5678')).toBe('+2347012345678');
    expect(nigerianE164('0812 345 6789')).toBe('+2348123456789');
    expect(nigerianE164('0903 123 4567')).toBe('+2349031234567');
    expect(nigerianE164('0915 123 4567')).toBe('+2349151234567');
    expect(nigerianE164('915 123 4567')).toBe('+2349151234567');
  });

  it('reads a landline with its trunk 0 or the country code', () => {
    expect(nigerianE164('01 234 5678')).toBe('+23412345678');
    expect(nigerianE164('02-231-0100')).toBe('+23422310100');
    expect(nigerianE164('+234 9 876 5432')).toBe('+23498765432');
    expect(nigerianE164('046 123 456')).toBe('+23446123456');
  });

  it('is null for what cannot be a Nigerian number', () => {
    for (const typed of [
      '',
      '0',
      '0803 555 010', // one digit short
      '0803 555 01000', // one digit long
      '803 555 010',
      '+234 803 555 01000',
      '0603 555 0100', // no 60x mobile range
      '0823 555 0100', // 82x is not a mobile range
      '0723 555 0100',
      '0001 234 5678',
      '1234 5678', // 8 bare digits: no trunk, no country code
      '+44 20 7946 0958',
      '+1 (555) 123-4567',
      '+235 803 555 0100',
      '803.555.0100',
      'call me',
    ]) {
      expect(nigerianE164(typed), typed).toBeNull();
    }
  });

  it('takes the landline length exactly: 8 national digits', () => {
    expect(nigerianE164('01 234 567')).toBeNull();
    expect(nigerianE164('01 234 56789')).toBeNull();
    expect(nigerianE164('+234 1234 567')).toBeNull();
  });
});

describe('storedPhone', () => {
  it('stores a Nigerian number as E.164', () => {
    expect(storedPhone(' 0803 555 0100 ')).toBe('+2348035550100');
  });

  it('stores anything else as typed, trimmed', () => {
    expect(storedPhone('  +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
    expect(storedPhone('(555) 0100')).toBe('(555) 0100');
  });
});

describe('displayPhone', () => {
  it('groups a Nigerian mobile number 3-3-4 after +234', () => {
    expect(displayPhone('+2348035550100')).toBe('+234 803 555 0100');
    expect(displayPhone('+2347012345678')).toBe('+234 701 234 5678');
  });

  it('groups a landline by its area code: one digit for Lagos, Ibadan and Abuja, else two', () => {
    expect(displayPhone('+23412345678')).toBe('+234 1 234 5678');
    expect(displayPhone('+23422310100')).toBe('+234 2 231 0100');
    expect(displayPhone('+23498765432')).toBe('+234 9 876 5432');
    expect(displayPhone('+23446123456')).toBe('+234 46 123 456');
    expect(displayPhone('+23436123456')).toBe('+234 36 123 456');
  });

  it('shows anything else as stored', () => {
    expect(displayPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(displayPhone('08035550100')).toBe('08035550100');
    expect(displayPhone('+234803555010')).toBe('+234803555010');
    expect(displayPhone('+2346035550100')).toBe('+2346035550100');
    expect(displayPhone('x+2348035550100')).toBe('x+2348035550100');
    expect(displayPhone('+2348035550100x')).toBe('+2348035550100x');
    expect(displayPhone('')).toBe('');
  });
});
