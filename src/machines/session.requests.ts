import { getMe } from '../api/account.ts';
import { logout } from '../api/auth.ts';
import { apiClient } from '../infrastructure/api-client.ts';
import { isUnauthorized } from './request-failure.ts';
import { SessionRejected } from './session.machine.ts';

// The session's requests, in a module of their own: session.live.ts loads it on first use, so the
// API layer stays out of the first chunk every page downloads.

export function loadUser(signal: AbortSignal) {
  return getMe(apiClient, signal).catch((error: unknown) => Promise.reject(isUnauthorized(error) ? new SessionRejected() : error));
}

export async function revokeToken(signal: AbortSignal): Promise<undefined> {
  await logout(apiClient, signal);
  return undefined;
}
