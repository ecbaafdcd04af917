import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingContents } from './LoadingContents.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

/** Login, sign-up and the password and email pages sit outside the main layout. */
export function BareLayout() {
  return (
    <>
      <ScrollToTop />
      <main id="main">
        <Suspense fallback={<LoadingContents />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
