import { lazy, Suspense, use, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import * as styles from './Footer.css.ts';
// The Newsletter form's styles come with the page's, not with the form's code: the form the server
// drew looks as it will from the first paint, and does not change shape when its code arrives.
import './NewsletterForm.css.ts';

const SiteFooter = lazy(() => import('./SiteFooter.tsx'));

/**
 * The footer. The server renders it in full (its links, contact details and address are in the
 * HTML); the browser loads its code (the Newsletter form and its machine) when it comes into view,
 * so a first visit does not download it before the page can show. Until then the server's markup
 * stays as it is (a Suspense boundary waiting to be taken over) or, where the server did not
 * render the page, a placeholder of the footer's height. Where there is no IntersectionObserver it
 * loads at once.
 */
export function LazyFooter() {
  const area = useRef<HTMLDivElement>(null);
  const [inView] = useState(promiseWithResolve);
  // The server's footer waits, as the server wrote it, until it comes into view. A navigation changes
  // what its links read (the address), and React takes the footer over before it applies one: its
  // code loads then too, or the navigation would wait for a scroll.
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  if (pathname !== firstPath) inView.resolve();

  useEffect(() => {
    const target = area.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      inView.resolve();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      inView.resolve();
      // Seen once is enough: the code is on its way.
      observer.disconnect();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [inView]);

  return (
    <div ref={area}>
      <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
        {import.meta.env.SERVER_RENDER === true ? <SiteFooter /> : <FooterInView inView={inView.promise} />}
      </Suspense>
    </div>
  );
}

function FooterInView({ inView }: { readonly inView: Promise<void> }) {
  use(inView);
  return <SiteFooter />;
}

function promiseWithResolve(): { readonly promise: Promise<void>; readonly resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
