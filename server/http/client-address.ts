import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext, AppEnv } from './app-env.ts';
import { resolveClientAddress, type TrustedProxies } from './trusted-proxies.ts';

/** The connection's peer address; 'unknown' when there is no socket (app.request in tests). */
function peerAddress(c: AppContext): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Works out the client's address once per request, for every per-address throttle: the peer,
 * or what a trusted proxy (TRUST_PROXY) forwarded. Forwarded headers from anyone else are
 * ignored: they are easy to forge.
 */
export function resolveClient(trusted: TrustedProxies): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('clientAddress', resolveClientAddress(peerAddress(c), c.req.header('x-forwarded-for'), trusted));
    await next();
  };
}

/** The client's address, as resolveClient found it (the peer where it did not run). */
export function clientAddress(c: AppContext): string {
  return (c.get('clientAddress') as string | undefined) ?? peerAddress(c);
}
