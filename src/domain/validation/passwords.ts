/**
 * The one rule for a new password, wherever one is chosen (sign-up, reset, change), and the
 * reset and change forms' checks and strength checklist. The texts are the reset form's.
 */
import type { ValidationResult } from './validation-result.ts';

export const MIN_PASSWORD_LENGTH = 8;

export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
export const PASSWORD_NEEDS_MIX = 'Password must contain at least one uppercase letter, one lowercase letter, and one number';

const hasLowercase = (value: string): boolean => /[a-z]/.test(value);
const hasUppercase = (value: string): boolean => /[A-Z]/.test(value);
const hasDigit = (value: string): boolean => /\d/.test(value);

function lengthProblem(password: string): ValidationResult {
  return password.length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT : null;
}

function mixProblem(password: string): ValidationResult {
  return hasUppercase(password) && hasLowercase(password) && hasDigit(password) ? null : PASSWORD_NEEDS_MIX;
}

/** The new-password rule: 8 characters at least, with an uppercase letter, a lowercase letter and a digit. */
export function validateNewPassword(password: string): ValidationResult {
  return lengthProblem(password) ?? mixProblem(password);
}

export type ResetPasswordForm = { newPassword: string; confirmPassword: string };

/** In the reset form's order: required, length, confirmation, then the character mix. */
export function validateResetPassword(form: ResetPasswordForm): ValidationResult {
  if (form.newPassword === '') return 'New password is required';
  return (
    lengthProblem(form.newPassword) ?? (form.confirmPassword !== form.newPassword ? 'Passwords do not match' : mixProblem(form.newPassword))
  );
}

export type ChangePasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };

/** In the change form's order: current, new, confirmation, then the new-password rule. */
export function validateChangePassword(form: ChangePasswordForm): ValidationResult {
  if (form.currentPassword === '') return 'Current password is required';
  if (form.newPassword === '') return 'New password is required';
  if (form.confirmPassword !== form.newPassword) return 'New passwords do not match';
  return validateNewPassword(form.newPassword);
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
