import { PageOutlet } from './PageOutlet.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

/** Login, sign-up and the password and email pages sit outside the main layout. */
export function BareLayout() {
  return (
    <>
      <ScrollToTop />
      <main id="main">
        <PageOutlet />
      </main>
    </>
  );
}
