import type { Context, MiddlewareHandler } from 'hono';
import { findActiveSession } from '../accounts/sessions.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv, SessionUser } from './app-env.ts';
import { HttpError } from './http-error.ts';
import { AUTH_EXPIRED, AUTH_REQUIRED } from '../../src/domain/auth-messages.ts';

/**
 * Finds the live bearer session of the request and records whose it is; 401 without one. Request
 * validation calls it for every customer operation before it reads parameters or body, so a
 * forged or expired token hears 401, never how its request was malformed.
 */
export async function authenticate(deps: AppDeps, c: Context<AppEnv>): Promise<void> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new HttpError(401, AUTH_REQUIRED);
  const session = await findActiveSession(deps.db, match[1], deps.clock());
  if (!session) throw new HttpError(401, AUTH_EXPIRED);
  c.set('session', { id: session.userId, tokenHash: session.tokenHash });
}

/** Lets the request through only with a live bearer session (found once per request). */
export function requireUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if ((c.get('session') as SessionUser | undefined) === undefined) await authenticate(deps, c);
    await next();
  };
}
