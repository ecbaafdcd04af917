/** The footer's Newsletter form: one required, email-shaped address (site spec §5 "Newsletter email"). */
import { isEmailShaped } from './email.ts';
import type { ValidationResult } from './validation-result.ts';

/**
 * Run by the form before sending and by the server on what arrives, so both say the same.
 * Surrounding spaces are allowed: the address is trimmed before it is stored.
 */
export function validateNewsletterEmail(email: string): ValidationResult {
  if (email.trim() === '') return 'Please enter your email address';
  if (!isEmailShaped(email)) return 'Please enter a valid email address';
  return null;
}
