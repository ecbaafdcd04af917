/** The shared add/edit address form. */
import { isNigerianState } from '../nigerian-states.ts';
import { isEmailShaped } from './email.ts';
import type { ValidationResult } from './validation-result.ts';

export type AddressForm = {
  label: string;
  fullName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email?: string | null;
  /** Optional directions ('opposite Bodija market'). */
  landmark?: string | null;
};

export const INVALID_PHONE_FORMAT = 'Invalid phone number format';

/** Digits, spaces, hyphens, plus and brackets: '+234 (0) 803-123-4567'. */
const PHONE_PATTERN = /^[\d\s+()-]+$/;

export function isPhoneShaped(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

const REQUIRED: readonly [keyof AddressForm, string][] = [
  ['label', 'Address label is required'],
  ['fullName', 'Full name is required'],
  ['address', 'Address is required'],
  ['city', 'City is required'],
  ['state', 'State is required'],
  ['zipCode', 'Zip code is required'],
  ['phone', 'Phone number is required'],
];

/** Required fields in form order, then the state list, the phone shape and the optional email. */
export function validateAddress(form: AddressForm): ValidationResult {
  for (const [field, message] of REQUIRED) {
    if ((form[field] ?? '').trim() === '') return message;
  }
  if (!isNigerianState(form.state.trim())) return 'Please select a valid state';
  if (!isPhoneShaped(form.phone)) return INVALID_PHONE_FORMAT;
  const email = form.email?.trim() ?? '';
  if (email !== '' && !isEmailShaped(email)) return 'Invalid email format';
  return null;
}
