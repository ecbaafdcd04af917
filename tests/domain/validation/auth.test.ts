import { describe, expect, it } from 'vitest';
import { loginProblems, SIGN_UP_MIN_PASSWORD, signUpProblems, validateLogin, validateSignUp } from '../../../src/domain/validation/auth.ts';

const login = { email: 'ada@example.com', password: 'secret' };
const signUp = { ...login, name: 'Ada Obi', confirmPassword: 'secret' };

describe('validateLogin', () => {
  it('passes a complete form', () => {
    expect(validateLogin(login)).toBeNull();
  });

  it('checks email required, email shape, then password, in that order', () => {
    expect(validateLogin({ email: '', password: '' })).toBe('Email is required');
    expect(validateLogin({ email: '   ', password: 'x' })).toBe('Email is required');
    expect(validateLogin({ email: 'ada', password: '' })).toBe('Email is invalid');
    expect(validateLogin({ email: 'ada@example.com', password: '' })).toBe('Password is required');
  });

  it('does not apply the sign-up length rule to login', () => {
    expect(validateLogin({ email: 'ada@example.com', password: 'x' })).toBeNull();
  });
});

describe('validateSignUp', () => {
  it('passes a complete form', () => {
    expect(validateSignUp(signUp)).toBeNull();
  });

  it('runs the login checks first', () => {
    expect(validateSignUp({ ...signUp, name: '', email: '' })).toBe('Email is required');
    expect(validateSignUp({ ...signUp, name: '', email: 'nope' })).toBe('Email is invalid');
    expect(validateSignUp({ ...signUp, name: '', password: '' })).toBe('Password is required');
  });

  it('then needs a full name', () => {
    expect(validateSignUp({ ...signUp, name: '' })).toBe('Full name is required');
    expect(validateSignUp({ ...signUp, name: '  ', password: '1' })).toBe('Full name is required');
  });

  it('then a password of at least 6 characters', () => {
    expect(SIGN_UP_MIN_PASSWORD).toBe(6);
    expect(validateSignUp({ ...signUp, password: '12345', confirmPassword: 'zz' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(validateSignUp({ ...signUp, password: '123456', confirmPassword: '123456' })).toBeNull();
  });

  it('then an equal confirmation', () => {
    expect(validateSignUp({ ...signUp, confirmPassword: 'secreT' })).toBe('Passwords do not match');
    expect(validateSignUp({ ...signUp, confirmPassword: '' })).toBe('Passwords do not match');
  });
});

describe('loginProblems and signUpProblems: every failing check, for one toast each', () => {
  it('lists nothing for complete forms', () => {
    expect(loginProblems(login)).toEqual([]);
    expect(signUpProblems(signUp)).toEqual([]);
  });

  it('lists one message per field, in the spec\'s order', () => {
    expect(loginProblems({ email: '', password: '' })).toEqual(['Email is required', 'Password is required']);
    expect(loginProblems({ email: 'ada', password: 'x' })).toEqual(['Email is invalid']);
    expect(signUpProblems({ name: '', email: '', password: '', confirmPassword: '' })).toEqual([
      'Email is required',
      'Password is required',
      'Full name is required',
    ]);
    expect(signUpProblems({ name: ' ', email: 'ada@', password: '12345', confirmPassword: '1234' })).toEqual([
      'Email is invalid',
      'Full name is required',
      'Password must be at least 6 characters',
      'Passwords do not match',
    ]);
  });
});
