import type { ReactNode } from 'react';
import { initialSessionInput } from '../../machines/session.live.ts';
import { SessionContext } from './SessionContext.ts';
import { useAppEffects } from './useScreenActor.ts';

/**
 * Starts the one session actor of the app and applies what it emits. `serverRendered`: the page is
 * the server's (rendered for a guest): the session learns the stored token after the takeover.
 */
export function SessionProvider({ children, serverRendered }: { readonly children: ReactNode; readonly serverRendered: boolean }) {
  return (
    // A fixed id: the screens' snapshots name the session by it, so a page rendered twice from the
    // same data is the same bytes (the same ETag), not 'x:193' one time and 'x:194' the next.
    <SessionContext.Provider options={{ id: 'session', input: initialSessionInput(serverRendered) }}>
      <SessionEffects />
      {children}
    </SessionContext.Provider>
  );
}

/**
 * The session's AppEffects (logout: 'Logged out successfully' and the way out; a 401: /login; the
 * cart's toasts, which its child cart reports to it) go through the same path as a screen's.
 */
export function SessionEffects() {
  useAppEffects(SessionContext.useActorRef());
  return null;
}
