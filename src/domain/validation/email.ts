import type { ValidationResult } from './validation-result.ts';

/**
 * Something@something.tld: the shape both specs ask for ({email}). No whitespace and none of
 * the characters that turn a mail header into a list or a display name (< > , ; : " ( ) [ ] \):
 * 'Foo<victim@example.com>' would otherwise pass, and the server mails whatever address it is
 * given a receipt or a link.
 */
const EMAIL_PATTERN = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+\.[^\s@<>,;:"()[\]\\]+$/;

export function isEmailShaped(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * A form whose one field is a required email: forgot password and the footer's
 * newsletter. The form runs it before sending and the server on what arrives,
 * so both say the same. Surrounding spaces are allowed: the address is normalised before use.
 */
export function validateEmailField(email: string): ValidationResult {
  if (email.trim() === '') return 'Please enter your email address';
  if (!isEmailShaped(email)) return 'Please enter a valid email address';
  return null;
}

/** What is sent and stored: trimmed and lower-cased, so 'Ada@Example.com ' is the same address. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
