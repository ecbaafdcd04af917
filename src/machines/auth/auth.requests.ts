import { Effect } from 'effect';
import { forgotPassword, login, register, resendVerification, resetPassword, verifyEmail, verifyResetToken } from '../../api/auth.ts';
import type { components } from '../../api/schema.gen.ts';
import { apiClient } from '../../infrastructure/api-client.ts';

// The account pages' requests, loaded on first use (see auth.live.ts).

type RegisterRequest = components['schemas']['RegisterRequest'];

const run = <A, E>(effect: Effect.Effect<A, E>, signal: AbortSignal) => Effect.runPromise(effect, { signal });

export const requests = {
  login: (body: { email: string; password: string }, signal: AbortSignal) => run(login(apiClient, body), signal),
  register: (body: RegisterRequest, signal: AbortSignal) => run(register(apiClient, body), signal),
  resendVerification: (email: string, signal: AbortSignal) => run(resendVerification(apiClient, email), signal),
  requestReset: (email: string, signal: AbortSignal) => run(forgotPassword(apiClient, email), signal),
  verifyResetToken: (token: string, signal: AbortSignal) => run(verifyResetToken(apiClient, token), signal),
  resetPassword: (body: { token: string; newPassword: string; confirmPassword: string }, signal: AbortSignal) =>
    run(resetPassword(apiClient, body), signal),
  verifyEmail: (token: string, signal: AbortSignal) => run(verifyEmail(apiClient, token), signal),
};
