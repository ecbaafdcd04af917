/** Login and sign-up checks, run on submit (shop spec §5 "Sign up / login"). */
import { isEmailShaped } from './email.ts';
import type { ValidationResult } from './validation-result.ts';

export const SIGN_UP_MIN_PASSWORD = 6;

export type LoginForm = { email: string; password: string };
export type SignUpForm = LoginForm & { name: string; confirmPassword: string };

/** Email required, then shaped, then password required. */
export function validateLogin(form: LoginForm): ValidationResult {
  if (form.email.trim() === '') return 'Email is required';
  if (!isEmailShaped(form.email)) return 'Email is invalid';
  if (form.password === '') return 'Password is required';
  return null;
}

/** The login checks in the spec's order, then full name, length and confirmation. */
export function validateSignUp(form: SignUpForm): ValidationResult {
  const loginError = validateLogin(form);
  if (loginError !== null) return loginError;
  if (form.name.trim() === '') return 'Full name is required';
  if (form.password.length < SIGN_UP_MIN_PASSWORD) return 'Password must be at least 6 characters';
  if (form.confirmPassword !== form.password) return 'Passwords do not match';
  return null;
}
