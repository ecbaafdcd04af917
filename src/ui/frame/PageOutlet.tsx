import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingContents } from './LoadingContents.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { EarlyClick } from '../widgets/early-click.ts';
import { SessionContext } from '../app/SessionContext.ts';

/**
 * Where a layout shows the routed page: the spinner while the page's code arrives, and a
 * message with a reload if it never does. Keyed by path, so a failure stays with its page.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<LoadingContents />}>
        <Outlet />
        <EarlyClick />
        <PageTakenOver />
      </Suspense>
    </PageErrorBoundary>
  );
}

/**
 * Tells the session that the routed page is the browser's: React has taken the server's page over
 * (or rendered it here), so the session may now read the stored login and the page change with it
 * (src/machines/session.machine.ts, `restoring`).
 */
function PageTakenOver(): null {
  const session = SessionContext.useActorRef();
  useEffect(() => session.send({ type: 'page.takenOver' }), [session]);
  return null;
}
