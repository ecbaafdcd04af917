import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  forgotPassword,
  login,
  logout,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
  verifyResetToken,
} from '../../src/api/auth.ts';
import { messageOr } from '../../src/api/errors.ts';
import { apiCase, describeApiCases } from './support/api-cases.ts';
import { user } from './support/fixtures.ts';
import { BASE_URL, fail, plain, server, testClient, useMockServer, UNABORTED } from './support/server.ts';

useMockServer();

describeApiCases('auth', [
  apiCase({
    name: 'register',
    method: 'post',
    path: '/user/register',
    run: (client) =>
      register(client, { name: 'Adaeze Okafor', email: 'adaeze@example.ng', password: 'secret12', confirmPassword: 'secret12' }, UNABORTED),
    status: 201,
    answer: { success: true, message: 'Registration successful', token: 'new-account-token' },
    expected: { success: true, message: 'Registration successful', token: 'new-account-token' },
    kind: 'mutation',
    sentBody: { name: 'Adaeze Okafor', email: 'adaeze@example.ng', password: 'secret12', confirmPassword: 'secret12' },
  }),
  apiCase({
    name: 'login',
    method: 'post',
    path: '/user/login',
    run: (client) => login(client, { email: 'adaeze@example.ng', password: 'secret12' }, UNABORTED),
    answer: { success: true, message: 'Login successful', token: 'new-token', user },
    expected: { success: true, message: 'Login successful', token: 'new-token', user },
    kind: 'mutation',
    sentBody: { email: 'adaeze@example.ng', password: 'secret12' },
  }),
  apiCase({
    name: 'logout',
    method: 'post',
    path: '/user/logout',
    run: (client) => logout(client, UNABORTED),
    answer: { success: true, message: 'Logged out successfully' },
    expected: { success: true, message: 'Logged out successfully' },
    kind: 'mutation',
  }),
  apiCase({
    name: 'resendVerification',
    method: 'post',
    path: '/user/resend-verification',
    run: (client) => resendVerification(client, 'adaeze@example.ng', UNABORTED),
    answer: { success: true, message: 'Verification email sent' },
    expected: { success: true, message: 'Verification email sent' },
    kind: 'mutation',
    sentBody: { email: 'adaeze@example.ng' },
  }),
  apiCase({
    name: 'verifyEmail',
    method: 'get',
    path: '/user/verify-email/:token',
    run: (client) => verifyEmail(client, 'mail-token', UNABORTED),
    answer: { success: true, message: 'Email verified successfully!' },
    expected: { success: true, message: 'Email verified successfully!' },
    // Single-use link: sent once, never retried.
    kind: 'mutation',
  }),
  apiCase({
    name: 'forgotPassword',
    method: 'post',
    path: '/user/forgot-password',
    run: (client) => forgotPassword(client, 'adaeze@example.ng', UNABORTED),
    answer: { success: true, message: 'Password reset link sent to your email' },
    expected: { success: true, message: 'Password reset link sent to your email' },
    kind: 'mutation',
    sentBody: { email: 'adaeze@example.ng' },
  }),
  apiCase({
    name: 'verifyResetToken',
    method: 'get',
    path: '/user/verify-reset-token/:token',
    run: (client) => verifyResetToken(client, 'reset-token', UNABORTED),
    answer: { success: true, user: { name: 'Adaeze Okafor' } },
    expected: { name: 'Adaeze Okafor' },
    kind: 'read',
  }),
  apiCase({
    name: 'resetPassword',
    method: 'post',
    path: '/user/reset-password',
    run: (client) => resetPassword(client, { token: 'reset-token', newPassword: 'NewSecret8', confirmPassword: 'NewSecret8' }, UNABORTED),
    answer: { success: true, message: 'Password reset successfully! You can now login with your new password.' },
    expected: { success: true, message: 'Password reset successfully! You can now login with your new password.' },
    kind: 'mutation',
    sentBody: { token: 'reset-token', newPassword: 'NewSecret8', confirmPassword: 'NewSecret8' },
  }),
]);

describe('auth refusals', () => {
  it('carries needEmailVerification on a login refused for an unverified email', async () => {
    server.use(
      http.post(`${BASE_URL}/user/login`, () =>
        HttpResponse.json(
          { success: false, message: 'Please verify your email before logging in', needEmailVerification: true },
          { status: 403 },
        ),
      ),
    );
    const error = await fail(login(testClient().client, { email: 'adaeze@example.ng', password: 'secret12' }, UNABORTED));
    expect(plain(error)).toEqual({
      _tag: 'Rejected',
      status: 403,
      message: 'Please verify your email before logging in',
      needEmailVerification: true,
    });
  });

  it('gives a throttled login as Rejected 429', async () => {
    server.use(
      http.post(`${BASE_URL}/user/login`, () =>
        HttpResponse.json({ success: false, message: 'Too many attempts. Please try again later.' }, { status: 429 }),
      ),
    );
    const error = await fail(login(testClient().client, { email: 'adaeze@example.ng', password: 'secret12' }, UNABORTED));
    expect(plain(error)).toEqual({ _tag: 'Rejected', status: 429, message: 'Too many attempts. Please try again later.' });
  });

  it("falls back to the spec's text when the server gives no message", async () => {
    server.use(http.post(`${BASE_URL}/user/register`, () => new HttpResponse('Bad gateway', { status: 409 })));
    const error = await fail(register(testClient().client, { name: 'A', email: 'a@example.ng', password: 'secret12' }, UNABORTED));
    expect(plain(error)).toEqual({ _tag: 'Rejected', status: 409, message: '' });
    expect(messageOr(error, 'Registration failed')).toBe('Registration failed');
  });

  it("shows the server's message when there is one", async () => {
    server.use(
      http.post(`${BASE_URL}/user/register`, () =>
        HttpResponse.json({ success: false, message: 'An account with this email already exists' }, { status: 409 }),
      ),
    );
    const error = await fail(register(testClient().client, { name: 'A', email: 'a@example.ng', password: 'secret12' }, UNABORTED));
    expect(messageOr(error, 'Registration failed')).toBe('An account with this email already exists');
  });
});
