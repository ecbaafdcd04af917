import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from './app-env.ts';

/**
 * The peer address of the connection, for per-client throttling. Forwarded headers are not
 * trusted: they are easy to forge. 'unknown' when there is no socket (app.request in tests).
 */
export function clientAddress(c: AppContext): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
