import { Hono } from 'hono';
import { validateLogin, validateSignUp } from '../../src/domain/validation/auth.ts';
import { validateUncommonPassword } from '../../src/domain/validation/common-passwords.ts';
import { validateResetPassword } from '../../src/domain/validation/passwords.ts';
import {
  alreadyRegisteredMail,
  alreadyVerifiedMail,
  noAccountMail,
  passwordResetMail,
  verificationMail,
} from '../accounts/account-mails.ts';
import { consumeAccountToken, issueAccountToken, peekAccountToken } from '../accounts/account-tokens.ts';
import { FORGOT_PASSWORD_THROTTLE, REGISTER_THROTTLE, RESEND_VERIFICATION_THROTTLE } from '../accounts/mail-throttles.ts';
import { beginPasswordAttempt, forgivePasswordAttempt } from '../accounts/login-throttle.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../accounts/password-hash.ts';
import { throttleNewSession } from '../accounts/session-throttle.ts';
import { RESET_PASSWORD_THROTTLE } from '../accounts/reset-throttle.ts';
import { newSecretToken } from '../accounts/secret-tokens.ts';
import { createSession, revokeOtherSessions, revokeSession } from '../accounts/sessions.ts';
import { findUserByEmail, findUserById, insertUser, markEmailVerified, setPasswordHash } from '../accounts/user-repository.ts';
import { normalizeEmail, validateEmailField } from '../../src/domain/validation/email.ts';
import { fullUserView } from '../accounts/user-view.ts';
import type { AppDeps } from '../app-deps.ts';
import { type AppEnv } from '../http/app-env.ts';
import { throttleAttempt } from '../http/attempt-throttle.ts';
import { clientAddress } from '../http/client-address.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import { requireUser } from '../http/require-user.ts';
import { newId } from '../platform/ids.ts';
import { pause } from '../platform/pause.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const VERIFY_FIRST = 'Please verify your email before logging in';
export const INVALID_VERIFICATION_LINK = 'Invalid or expired verification link';
export const INVALID_RESET_LINK = 'Invalid or expired reset link';
export const RESEND_ANSWER = 'If this account still needs verifying, a new verification email has been sent.';
export const FORGOT_ANSWER = 'Password reset link sent to your email';

/** Register, log in and out, verify the email, and recover a forgotten password. */
export function accountRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, clock } = deps;
  const wait = deps.pause ?? pause;

  const sendVerification = async (user: { id: string; email: string }) => {
    const token = await issueAccountToken(db, user.id, 'verify-email', clock());
    await deps.mailer.send(verificationMail(user.email, `${deps.publicUrl}/verify-email/${token}`));
  };

  // Every call that hashes or checks a password runs its checks in one order, cheapest first, so
  // that a flood of bad requests costs no scrypt work: the form's rules (and the list of common
  // passwords), then the throttle, then whatever proves the caller (a reset token, the current
  // password), and only then the hash.

  routes.post('/user/register', async (c) => {
    const { body } = inputOf(c, 'registerUser');
    // The form's checks first: a sign-up they refuse creates nothing and mails nobody, so it does not count.
    const problem =
      validateSignUp({ ...body, confirmPassword: body.confirmPassword ?? body.password }) ?? validateUncommonPassword(body.password);
    if (problem) throw badRequest(problem);
    const email = normalizeEmail(body.email);
    await throttleAttempt(db, REGISTER_THROTTLE, { ip: clientAddress(c), email }, clock());
    const user = { id: newId('usr'), name: body.name.trim(), email };
    const created = await insertUser(db, {
      ...user,
      passwordHash: await hashPassword(body.password, deps.passwordCost),
      emailVerified: false,
      createdAt: clock(),
    });
    // One answer whether or not the address already has an account, so the form tells nobody
    // who is a customer: the owner of a taken address is told by mail instead. The answer's
    // token (the API's register answer carries one) is a session of the new account that opens
    // nothing until the mailed link is used; for a taken address it is a token of no session.
    // Either way it answers 401 until then, so it tells no more than the answer does.
    if (created) await sendVerification(user);
    else await deps.mailer.send(alreadyRegisteredMail(email, deps.publicUrl));
    const token = created ? await createSession(db, user.id, clock()) : newSecretToken();
    return reply(c, 'registerUser', 201, { success: true, message: 'Registration successful', token });
  });

  routes.post('/user/login', async (c) => {
    const { body } = inputOf(c, 'loginUser');
    const problem = validateLogin(body);
    if (problem) throw badRequest(problem);
    // Counted as a failure until the password matches (429 once the failures are used up).
    const attempt = await beginPasswordAttempt(db, { email: normalizeEmail(body.email), ip: clientAddress(c) }, clock(), wait);
    const user = await findUserByEmail(db, attempt.subject.email);
    // Unknown emails are checked against a dummy hash so that both answers take as long.
    const passwordMatches = await verifyPassword(body.password, user?.password_hash ?? (await dummyPasswordHash(deps.passwordCost)));
    // 400, not 401: the app reads every 401 as an expired session.
    if (!user || !passwordMatches) throw badRequest(INVALID_CREDENTIALS);
    await forgivePasswordAttempt(db, attempt);
    if (!user.email_verified) throw new HttpError(403, VERIFY_FIRST, { needEmailVerification: true });
    await throttleNewSession(db, attempt.subject, clock());
    const view = await fullUserView(db, user.id);
    // Found a moment ago; gone only if deleted in between, and then no session is worth giving.
    if (!view) throw badRequest(INVALID_CREDENTIALS);
    const token = await createSession(db, user.id, clock());
    return reply(c, 'loginUser', 200, { success: true, message: 'Login successful', token, user: view });
  });

  routes.post('/user/logout', requireUser(deps), async (c) => {
    await revokeSession(db, c.get('session').tokenHash);
    return reply(c, 'logoutUser', 200, { success: true, message: 'Logged out successfully' });
  });

  routes.post('/user/resend-verification', async (c) => {
    const { body } = inputOf(c, 'resendVerification');
    const problem = validateEmailField(body.email);
    if (problem) throw badRequest(problem);
    await throttleAttempt(db, RESEND_VERIFICATION_THROTTLE, { ip: clientAddress(c), email: normalizeEmail(body.email) }, clock());
    // One mail whatever the address is (unknown, waiting, verified), so the answer and its
    // timing say nothing about it.
    const email = normalizeEmail(body.email);
    const user = await findUserByEmail(db, email);
    if (!user) await deps.mailer.send(noAccountMail(email, deps.publicUrl));
    else if (user.email_verified) await deps.mailer.send(alreadyVerifiedMail(user.email, deps.publicUrl));
    else await sendVerification(user);
    return reply(c, 'resendVerification', 200, { success: true, message: RESEND_ANSWER });
  });

  routes.get('/user/verify-email/:token', async (c) => {
    const { params } = inputOf(c, 'verifyEmail');
    const userId = await consumeAccountToken(db, params.token, 'verify-email', clock());
    if (!userId) throw badRequest(INVALID_VERIFICATION_LINK);
    await markEmailVerified(db, userId, clock());
    return reply(c, 'verifyEmail', 200, { success: true, message: 'Email verified successfully!' });
  });

  routes.post('/user/forgot-password', async (c) => {
    const { body } = inputOf(c, 'forgotPassword');
    const problem = validateEmailField(body.email);
    if (problem) throw badRequest(problem);
    await throttleAttempt(db, FORGOT_PASSWORD_THROTTLE, { ip: clientAddress(c), email: normalizeEmail(body.email) }, clock());
    // The spec's answer ('Password reset link sent to your email') is kept for every address, and
    // every address gets one mail, so neither the answer nor its timing tells who has an account.
    const email = normalizeEmail(body.email);
    const user = await findUserByEmail(db, email);
    if (user) {
      const token = await issueAccountToken(db, user.id, 'reset-password', clock());
      await deps.mailer.send(passwordResetMail(user.email, `${deps.publicUrl}/reset-password/${token}`));
    } else {
      await deps.mailer.send(noAccountMail(email, deps.publicUrl));
    }
    return reply(c, 'forgotPassword', 200, { success: true, message: FORGOT_ANSWER });
  });

  routes.get('/user/verify-reset-token/:token', async (c) => {
    const { params } = inputOf(c, 'verifyResetToken');
    const userId = await peekAccountToken(db, params.token, 'reset-password', clock());
    const user = userId ? await findUserById(db, userId) : null;
    if (!user) throw badRequest(INVALID_RESET_LINK);
    return reply(c, 'verifyResetToken', 200, { success: true, user: { name: user.name } });
  });

  routes.post('/user/reset-password', async (c) => {
    const { body } = inputOf(c, 'resetPassword');
    const problem = validateResetPassword(body) ?? validateUncommonPassword(body.newPassword);
    if (problem) throw badRequest(problem);
    await throttleAttempt(db, RESET_PASSWORD_THROTTLE, { ip: clientAddress(c) }, clock());
    // A made-up token costs a lookup, not a hash. The hash runs outside the transaction (it takes
    // tens of milliseconds, and PGlite runs one transaction at a time); the token is used up
    // inside it, so of two resets racing with one link only one changes the password.
    if (!(await peekAccountToken(db, body.token, 'reset-password', clock()))) throw badRequest(INVALID_RESET_LINK);
    const passwordHash = await hashPassword(body.newPassword, deps.passwordCost);
    await db.transaction(async (tx) => {
      const userId = await consumeAccountToken(tx, body.token, 'reset-password', clock());
      if (!userId) throw badRequest(INVALID_RESET_LINK);
      await setPasswordHash(tx, userId, passwordHash, clock());
      // The mailed link proves the address is theirs.
      await markEmailVerified(tx, userId, clock());
      await revokeOtherSessions(tx, userId, null);
    });
    return reply(c, 'resetPassword', 200, {
      success: true,
      message: 'Password reset successfully! You can now login with your new password.',
    });
  });

  return routes;
}
