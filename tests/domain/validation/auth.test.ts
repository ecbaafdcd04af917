import { describe, expect, it } from 'vitest';
import { loginProblems, signUpProblems, validateLogin, validateSignUp } from '../../../src/domain/validation/auth.ts';

const login = { email: 'ada@example.com', password: 'secret' };
const signUp = { ...login, name: 'Ada Obi', password: 'Secret12', confirmPassword: 'Secret12' };
const MIX = 'Password must contain at least one uppercase letter, one lowercase letter, and one number';

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

  it('then needs a full name, on one line and without a web address', () => {
    expect(validateSignUp({ ...signUp, name: '' })).toBe('Full name is required');
    expect(validateSignUp({ ...signUp, name: '  ', password: '1' })).toBe('Full name is required');
    expect(validateSignUp({ ...signUp, name: 'Ada\nObi', password: '1' })).toBe('Full name must be on one line');
    expect(validateSignUp({ ...signUp, name: 'Ada bit.ly/x', password: '1' })).toBe('Full name cannot contain a web address');
  });

  it('then the new-password rule of reset and change: 8 characters with the mix', () => {
    expect(validateSignUp({ ...signUp, password: 'Secret1', confirmPassword: 'zz' })).toBe('Password must be at least 8 characters long');
    expect(validateSignUp({ ...signUp, password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBe(MIX);
    expect(validateSignUp({ ...signUp, password: 'Abcdefg1', confirmPassword: 'Abcdefg1' })).toBeNull();
  });

  it('then an equal confirmation', () => {
    expect(validateSignUp({ ...signUp, confirmPassword: 'secret12' })).toBe('Passwords do not match');
    expect(validateSignUp({ ...signUp, confirmPassword: '' })).toBe('Passwords do not match');
  });
});

describe('loginProblems and signUpProblems: every failing check, for one toast each', () => {
  it('lists nothing for complete forms', () => {
    expect(loginProblems(login)).toEqual([]);
    expect(signUpProblems(signUp)).toEqual([]);
  });

  it("lists one message per field, in the spec's order", () => {
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
      'Password must be at least 8 characters long',
      'Passwords do not match',
    ]);
  });
});
