import type { ApiClient } from './client.ts';
import type {
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  VerifyResetTokenResponse,
} from './models.ts';
import { read, send } from './request.ts';

// Sign-up, log-in and recovery are never cached. Links in emails are single-use, so
// verifyEmail is sent once, without the retry that reads get.

/** POST /user/register. 409 when the email is taken. */
export function register(client: ApiClient, body: RegisterRequest, signal: AbortSignal): Promise<RegisterResponse> {
  return send((signal) => client.POST('/user/register', { body, signal }), signal);
}

/** POST /user/login. Rejected 403 with needEmailVerification for an unverified email; 429 when throttled. */
export function login(client: ApiClient, body: LoginRequest, signal: AbortSignal): Promise<LoginResponse> {
  return send((signal) => client.POST('/user/login', { body, signal }), signal);
}

/** POST /user/logout: the server revokes the token (a call the spec leaves unnamed). */
export function logout(client: ApiClient, signal: AbortSignal): Promise<MessageResponse> {
  return send((signal) => client.POST('/user/logout', { signal }), signal);
}

/** POST /user/resend-verification. */
export function resendVerification(client: ApiClient, email: string, signal: AbortSignal): Promise<MessageResponse> {
  return send((signal) => client.POST('/user/resend-verification', { body: { email }, signal }), signal);
}

/** GET /user/verify-email/{token}. */
export function verifyEmail(client: ApiClient, token: string, signal: AbortSignal): Promise<MessageResponse> {
  return send((signal) => client.GET('/user/verify-email/{token}', { params: { path: { token } }, signal }), signal);
}

/** POST /user/forgot-password. The caller trims and lower-cases the email (a spec rule of the form). */
export function forgotPassword(client: ApiClient, email: string, signal: AbortSignal): Promise<MessageResponse> {
  return send((signal) => client.POST('/user/forgot-password', { body: { email }, signal }), signal);
}

/** GET /user/verify-reset-token/{token}: the user's name for the greeting. */
export function verifyResetToken(client: ApiClient, token: string, signal: AbortSignal): Promise<VerifyResetTokenResponse['user']> {
  return read(client, (signal) => client.GET('/user/verify-reset-token/{token}', { params: { path: { token } }, signal }), signal).then(
    (answer) => answer.user,
  );
}

/** POST /user/reset-password. */
export function resetPassword(client: ApiClient, body: ResetPasswordRequest, signal: AbortSignal): Promise<MessageResponse> {
  return send((signal) => client.POST('/user/reset-password', { body, signal }), signal);
}
