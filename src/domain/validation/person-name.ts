/**
 * A person's name, as typed at sign-up or on the profile. Mails and pages show it, so it is one
 * line of text and carries no web address: a name with line breaks and a link made a convincing
 * phishing message out of a mail the shop sends to whatever address was typed.
 */
import type { ValidationResult } from './validation-result.ts';

// Line breaks, tabs and every other control or separator character.
const NOT_ONE_LINE = /[\p{Cc}\p{Zl}\p{Zp}]/u;
// A scheme (https://, mailto:), www., or a host name with a common top-level domain.
const WEB_ADDRESS =
  /[a-z][a-z0-9+.-]*:\/\/|\bmailto:|\bwww\.|[a-z0-9-]\.(?:com|net|org|ng|io|co|info|biz|xyz|link|app|me|online|site|top|ly|gl|to|ru|cn|uk|us|de)(?![a-z0-9])/i;

/** 'Full name' on the sign-up form, 'Name' on the profile. */
export type NameLabel = 'Full name' | 'Name';

/** Required, on one line, and without a web address. */
export function validatePersonName(name: string, label: NameLabel): ValidationResult {
  if (name.trim() === '') return `${label} is required`;
  if (NOT_ONE_LINE.test(name)) return `${label} must be on one line`;
  if (WEB_ADDRESS.test(name)) return `${label} cannot contain a web address`;
  return null;
}
