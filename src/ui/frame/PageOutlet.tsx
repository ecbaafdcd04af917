import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingContents } from './LoadingContents.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { EarlyClick } from '../widgets/early-click.ts';

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
      </Suspense>
    </PageErrorBoundary>
  );
}
