import { describe, expect, it } from 'vitest';
import { isReturnPath, loginLinkState, returnPath } from '../../../src/ui/app/return-path.ts';

describe('returnPath', () => {
  it('goes back to the page (with its query) that sent the shopper to /login', () => {
    expect(returnPath({ from: '/profile' })).toBe('/profile');
    expect(returnPath({ from: '/shop?category=lighting&page=2' })).toBe('/shop?category=lighting&page=2');
  });

  it('goes home without a usable state', () => {
    for (const state of [null, undefined, 'x', {}, { from: 3 }, { from: 'https://evil.example/' }, { from: '//evil.example/x' }]) {
      expect(returnPath(state)).toBe('/');
    }
  });

  it('never back to /login itself nor to a page with a one-time token', () => {
    for (const from of ['/login', '/login?x=1', '/forgot-password', '/reset-password/abc', '/verify-email/abc?x=1']) {
      expect(returnPath({ from })).toBe('/');
    }
    // Only those pages: a path that merely starts with the same letters is fine.
    expect(returnPath({ from: '/login-help' })).toBe('/login-help');
  });
});

describe('loginLinkState', () => {
  it('carries the path, except from the pages a login never returns to', () => {
    expect(loginLinkState('/orders?status=pending')).toEqual({ from: '/orders?status=pending' });
    expect(loginLinkState('/login')).toBeUndefined();
    expect(loginLinkState('/verify-email/t0k3n')).toBeUndefined();
    expect(isReturnPath('/reset-password')).toBe(false);
  });
});
