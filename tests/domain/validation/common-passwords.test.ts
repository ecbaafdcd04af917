import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON, validateUncommonPassword } from '../../../src/domain/validation/common-passwords.ts';

describe('validateUncommonPassword', () => {
  it('refuses passwords on the list, whatever their case', () => {
    expect(PASSWORD_TOO_COMMON).toBe('Password is too common. Please choose one that is harder to guess');
    for (const password of ['12345678', 'password', 'Password1', 'PASSWORD1', 'Passw0rd', 'Qwerty123', 'Welcome123', 'Nigeria123']) {
      expect(validateUncommonPassword(password), password).toBe(PASSWORD_TOO_COMMON);
    }
  });

  it('passes anything else, near misses included', () => {
    for (const password of ['Photo2026', 'Password1x', 'xPassword1', 'Brand9New', '']) {
      expect(validateUncommonPassword(password), password).toBeNull();
    }
  });
});
