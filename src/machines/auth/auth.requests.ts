import { forgotPassword, login, register, resendVerification, resetPassword, verifyEmail, verifyResetToken } from '../../api/auth.ts';
import type { components } from '../../api/schema.gen.ts';
import { apiClient } from '../../infrastructure/api-client.ts';

// The account pages' requests, loaded on first use (see auth.live.ts).

type RegisterRequest = components['schemas']['RegisterRequest'];

export const requests = {
  login: (body: { email: string; password: string }, signal: AbortSignal) => login(apiClient, body, signal),
  register: (body: RegisterRequest, signal: AbortSignal) => register(apiClient, body, signal),
  resendVerification: (email: string, signal: AbortSignal) => resendVerification(apiClient, email, signal),
  requestReset: (email: string, signal: AbortSignal) => forgotPassword(apiClient, email, signal),
  verifyResetToken: (token: string, signal: AbortSignal) => verifyResetToken(apiClient, token, signal),
  resetPassword: (body: { token: string; newPassword: string; confirmPassword: string }, signal: AbortSignal) =>
    resetPassword(apiClient, body, signal),
  verifyEmail: (token: string, signal: AbortSignal) => verifyEmail(apiClient, token, signal),
};
