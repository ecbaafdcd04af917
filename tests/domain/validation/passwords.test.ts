import { describe, expect, it } from 'vitest';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_NEEDS_MIX,
  PASSWORD_TOO_SHORT,
  passwordStrengthChecklist,
  validateChangePassword,
  validateNewPassword,
  validateResetPassword,
} from '../../../src/domain/validation/passwords.ts';

const MIX = 'Password must contain at least one uppercase letter, one lowercase letter, and one number';

describe('validateResetPassword', () => {
  it('passes a strong, confirmed password of 8 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(validateResetPassword({ newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' })).toBeNull();
  });

  it('checks required, length, confirmation, then the mix, in that order', () => {
    expect(validateResetPassword({ newPassword: '', confirmPassword: 'x' })).toBe('New password is required');
    expect(validateResetPassword({ newPassword: 'abcdefg', confirmPassword: 'x' })).toBe('Password must be at least 8 characters long');
    expect(validateResetPassword({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgi' })).toBe('Passwords do not match');
    expect(validateResetPassword({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBe(MIX);
  });

  it('needs each of uppercase, lowercase and digit', () => {
    const check = (password: string) => validateResetPassword({ newPassword: password, confirmPassword: password });
    expect(check('abcdefg1')).toBe(MIX);
    expect(check('ABCDEFG1')).toBe(MIX);
    expect(check('Abcdefgh')).toBe(MIX);
    expect(check('1Bcdefgh')).toBeNull();
  });
});

describe('validateChangePassword', () => {
  const ok = { currentPassword: 'old', newPassword: 'Newpass1', confirmPassword: 'Newpass1' };

  it('passes a complete form', () => {
    expect(validateChangePassword(ok)).toBeNull();
  });

  it("applies the one new-password rule: 'abcdefgh' is refused here as on reset", () => {
    expect(validateChangePassword({ ...ok, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBe(MIX);
    expect(validateChangePassword({ ...ok, newPassword: 'ABCDEFG1', confirmPassword: 'ABCDEFG1' })).toBe(MIX);
    expect(validateChangePassword({ ...ok, newPassword: 'Abcdefgh', confirmPassword: 'Abcdefgh' })).toBe(MIX);
  });

  it('checks current, new, confirmation, then length, in that order', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: '', confirmPassword: 'x' })).toBe('Current password is required');
    expect(validateChangePassword({ ...ok, newPassword: '', confirmPassword: 'x' })).toBe('New password is required');
    expect(validateChangePassword({ ...ok, newPassword: 'short', confirmPassword: 'shorter' })).toBe('New passwords do not match');
    expect(validateChangePassword({ ...ok, newPassword: 'Short1', confirmPassword: 'Short1' })).toBe(
      'Password must be at least 8 characters long',
    );
    expect(validateChangePassword({ ...ok, newPassword: 'Short12', confirmPassword: 'Short12' })).toBe(
      'Password must be at least 8 characters long',
    );
  });
});

describe('validateNewPassword', () => {
  it('needs 8 characters (7 is too short), then an uppercase letter, a lowercase letter and a digit', () => {
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 8 characters long');
    expect(PASSWORD_NEEDS_MIX).toBe(MIX);
    expect(validateNewPassword('Abcde12')).toBe(PASSWORD_TOO_SHORT);
    expect(validateNewPassword('abc')).toBe(PASSWORD_TOO_SHORT);
    expect(validateNewPassword('Abcdef12')).toBeNull();
    expect(validateNewPassword('abcdef12')).toBe(MIX);
    expect(validateNewPassword('ABCDEF12')).toBe(MIX);
    expect(validateNewPassword('Abcdefgh')).toBe(MIX);
  });
});

describe('passwordStrengthChecklist', () => {
  it('lists the four checks with their state', () => {
    expect(passwordStrengthChecklist('')).toEqual([
      { id: 'length', label: 'At least 8 characters', met: false },
      { id: 'lowercase', label: 'One lowercase letter', met: false },
      { id: 'uppercase', label: 'One uppercase letter', met: false },
      { id: 'number', label: 'One number', met: false },
    ]);
    expect(passwordStrengthChecklist('Abcdefg1').map((check) => check.met)).toEqual([true, true, true, true]);
    expect(passwordStrengthChecklist('abcdefg').map((check) => check.met)).toEqual([false, true, false, false]);
    expect(passwordStrengthChecklist('ABC9').map((check) => check.met)).toEqual([false, false, true, true]);
  });
});
