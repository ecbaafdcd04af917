import { findActiveSession } from '../accounts/sessions.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppContext } from '../http/app-env.ts';

/**
 * Who is looking at a public gallery answer: the customer of a live bearer session, else null.
 * A stale token reads as a visitor here (the answer is public), never as an error.
 */
export async function optionalViewer(deps: AppDeps, c: AppContext): Promise<string | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) return null;
  const session = await findActiveSession(deps.db, match[1], deps.clock());
  return session?.userId ?? null;
}
