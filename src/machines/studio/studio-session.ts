import type { AnyActorRef } from 'xstate';
import type { UserRole } from '../../domain/studio-roles.ts';

/**
 * The signed-in user's role as the session last loaded it (null while it loads or for a guest).
 * The studio's navigation shows the owner's pages by it; the server decides what each call may do.
 */
export function studioRole(session: AnyActorRef | null | undefined): UserRole | null {
  const context = (session?.getSnapshot() as { context?: { user?: { role?: UserRole } | null } } | undefined)?.context;
  return context?.user?.role ?? null;
}
