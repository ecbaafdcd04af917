/** Login and sign-up checks, run on submit (shop spec §5 "Sign up / login"). */
import { isEmailShaped } from './email.ts';
import type { ValidationResult } from './validation-result.ts';

export const SIGN_UP_MIN_PASSWORD = 6;

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

/** The login checks, then full name, password length (of a password given) and confirmation. */
export function signUpProblems(form: SignUpForm): string[] {
  const tooShort = form.password !== '' && form.password.length < SIGN_UP_MIN_PASSWORD;
  return present([
    ...loginProblems(form),
    form.name.trim() === '' ? 'Full name is required' : null,
    tooShort ? 'Password must be at least 6 characters' : null,
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
