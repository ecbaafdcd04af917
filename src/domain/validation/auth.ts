/** Login and sign-up checks, run on submit. */
import { isEmailShaped } from './email.ts';
import { validateNewPassword } from './passwords.ts';
import { validatePersonName } from './person-name.ts';
import type { ValidationResult } from './validation-result.ts';

export type LoginForm = { email: string; password: string };
export type SignUpForm = LoginForm & { name: string; confirmPassword: string };

function emailProblem(email: string): string | null {
  if (email.trim() === '') return 'Email is required';
  if (!isEmailShaped(email)) return 'Email is invalid';
  return null;
}

const present = (problems: readonly (string | null)[]): string[] => problems.filter((problem): problem is string => problem !== null);

/**
 * Every failing login check, in the spec's order: email required or shaped, password required.
 * The form shows each as its own error toast ("each message is an error toast").
 */
export function loginProblems(form: LoginForm): string[] {
  return present([emailProblem(form.email), form.password === '' ? 'Password is required' : null]);
}

/**
 * The login checks, then the full name, the new-password rule (of a password given; the same
 * rule as reset and change) and the confirmation.
 */
export function signUpProblems(form: SignUpForm): string[] {
  return present([
    ...loginProblems(form),
    validatePersonName(form.name, 'Full name'),
    form.password === '' ? null : validateNewPassword(form.password),
    form.confirmPassword !== form.password ? 'Passwords do not match' : null,
  ]);
}

/** The first failing login check (the server answers one message). */
export function validateLogin(form: LoginForm): ValidationResult {
  return loginProblems(form)[0] ?? null;
}

/** The first failing sign-up check (the server answers one message). */
export function validateSignUp(form: SignUpForm): ValidationResult {
  return signUpProblems(form)[0] ?? null;
}
