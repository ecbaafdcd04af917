import type { MiddlewareHandler } from 'hono';
import { findActiveSession } from '../accounts/sessions.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './http-error.ts';

export const AUTH_REQUIRED = 'Authentication required. Please log in again.';
export const AUTH_EXPIRED = 'Authentication expired. Please log in again.';

/** Lets the request through only with a live bearer session, and records whose it is. */
export function requireUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new HttpError(401, AUTH_REQUIRED);
    const session = await findActiveSession(deps.db, match[1], deps.clock());
    if (!session) throw new HttpError(401, AUTH_EXPIRED);
    c.set('session', { id: session.userId, tokenHash: session.tokenHash });
    await next();
  };
}
