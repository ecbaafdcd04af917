import { describe, expect, it } from 'vitest';
import { isPhoneShaped, validateAddress, type AddressForm } from '../../../src/domain/validation/address.ts';

const valid: AddressForm = {
  label: 'Home',
  fullName: 'Ada Obi',
  address: '12 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  zipCode: '200001',
  phone: '+234 (0) 803-123-4567',
};

describe('validateAddress', () => {
  it('passes a complete address, with or without email', () => {
    expect(validateAddress(valid)).toBeNull();
    expect(validateAddress({ ...valid, email: 'ada@example.com' })).toBeNull();
    expect(validateAddress({ ...valid, email: '' })).toBeNull();
    expect(validateAddress({ ...valid, email: '   ' })).toBeNull();
    expect(validateAddress({ ...valid, email: null })).toBeNull();
    expect(validateAddress({ ...valid, state: 'FCT' })).toBeNull();
    expect(validateAddress({ ...valid, state: ' Lagos ' })).toBeNull();
  });

  it('requires each field in form order', () => {
    const empty: AddressForm = { label: '', fullName: '', address: '', city: '', state: '', zipCode: '', phone: '' };
    expect(validateAddress(empty)).toBe('Address label is required');
    expect(validateAddress({ ...empty, label: 'Home' })).toBe('Full name is required');
    expect(validateAddress({ ...empty, label: 'Home', fullName: 'Ada' })).toBe('Address is required');
    expect(validateAddress({ ...valid, city: ' ', state: '', zipCode: '', phone: '' })).toBe('City is required');
    expect(validateAddress({ ...valid, state: '', zipCode: '', phone: '' })).toBe('State is required');
    expect(validateAddress({ ...valid, zipCode: ' ', phone: '' })).toBe('Zip code is required');
    expect(validateAddress({ ...valid, phone: '  ' })).toBe('Phone number is required');
  });

  it('treats a missing field from a loose caller as empty', () => {
    expect(validateAddress({ ...valid, label: undefined as unknown as string })).toBe('Address label is required');
  });

  it('takes the state from the 37 only', () => {
    expect(validateAddress({ ...valid, state: 'Lagos State', phone: 'abc' })).toBe('Please select a valid state');
    expect(validateAddress({ ...valid, state: 'Abuja' })).toBe('Please select a valid state');
  });

  it('checks the phone shape', () => {
    expect(validateAddress({ ...valid, phone: '0803 abc', email: 'bad' })).toBe('Invalid phone number format');
  });

  it('checks an email only when given', () => {
    expect(validateAddress({ ...valid, email: 'ada@' })).toBe('Invalid email format');
    expect(validateAddress({ ...valid, email: ' ada@example.com ' })).toBeNull();
  });
});

describe('isPhoneShaped', () => {
  it('accepts digits, spaces, hyphens, plus and brackets', () => {
    for (const phone of ['08031234567', '+2348031234567', '0803 123 4567', '0803-123-4567', '(0803) 123 4567', ' 0803 ']) {
      expect(isPhoneShaped(phone), phone).toBe(true);
    }
  });

  it('refuses letters and other signs', () => {
    for (const phone of ['0803x', 'phone', '0803.123', '0803/123', '#0803', '', '0803_1', 'a0803', '0803a']) {
      expect(isPhoneShaped(phone), phone).toBe(false);
    }
  });
});
