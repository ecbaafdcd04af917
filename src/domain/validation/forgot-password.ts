/** The forgot-password email form (shop spec §5 "Forgot password"). */
import { isEmailShaped } from './email.ts';
import type { ValidationResult } from './validation-result.ts';

export function validateForgotPassword(email: string): ValidationResult {
  if (email.trim() === '') return 'Please enter your email address';
  if (!isEmailShaped(email)) return 'Please enter a valid email address';
  return null;
}

/** What is sent: trimmed and lower-cased, so 'Ada@Example.com ' finds the same account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
