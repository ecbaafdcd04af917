/** Reset and change password checks and the strength checklist (shop spec §5). */
import type { ValidationResult } from './validation-result.ts';

export const MIN_PASSWORD_LENGTH = 8;

const TOO_SHORT = 'Password must be at least 8 characters long';

const hasLowercase = (value: string): boolean => /[a-z]/.test(value);
const hasUppercase = (value: string): boolean => /[A-Z]/.test(value);
const hasDigit = (value: string): boolean => /\d/.test(value);

export type ResetPasswordForm = { newPassword: string; confirmPassword: string };

/** In the spec's order: required, length, confirmation, then the character mix. */
export function validateResetPassword(form: ResetPasswordForm): ValidationResult {
  if (form.newPassword === '') return 'New password is required';
  if (form.newPassword.length < MIN_PASSWORD_LENGTH) return TOO_SHORT;
  if (form.confirmPassword !== form.newPassword) return 'Passwords do not match';
  if (!(hasUppercase(form.newPassword) && hasLowercase(form.newPassword) && hasDigit(form.newPassword))) {
    return 'Password must contain at least one uppercase letter, one lowercase letter, and one number';
  }
  return null;
}

export type ChangePasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };

/** In the spec's order: current, new, confirmation, then length. */
export function validateChangePassword(form: ChangePasswordForm): ValidationResult {
  if (form.currentPassword === '') return 'Current password is required';
  if (form.newPassword === '') return 'New password is required';
  if (form.confirmPassword !== form.newPassword) return 'New passwords do not match';
  if (form.newPassword.length < MIN_PASSWORD_LENGTH) return TOO_SHORT;
  return null;
}

export type StrengthCheck = { id: 'length' | 'lowercase' | 'uppercase' | 'number'; label: string; met: boolean };

/** The checklist under the new-password field: 8 characters, lowercase, uppercase, number. */
export function passwordStrengthChecklist(password: string): StrengthCheck[] {
  return [
    { id: 'length', label: 'At least 8 characters', met: password.length >= MIN_PASSWORD_LENGTH },
    { id: 'lowercase', label: 'One lowercase letter', met: hasLowercase(password) },
    { id: 'uppercase', label: 'One uppercase letter', met: hasUppercase(password) },
    { id: 'number', label: 'One number', met: hasDigit(password) },
  ];
}
