import { lazy, Suspense, use, useEffect, useRef, useState } from 'react';
import * as styles from './Footer.css.ts';

const SiteFooter = lazy(() => import('./SiteFooter.tsx'));

/**
 * The footer. The server renders it in full (its links, contact details and address are in the
 * HTML), and the browser takes it over as soon as its code (the Newsletter form and its machine)
 * has loaded. Where the server did not render the page, the code loads only when the footer comes
 * into view, so such a first visit does not download it before the page can show; until then a
 * placeholder of the footer's height stands in. Where there is no IntersectionObserver it loads at once.
 */
export function LazyFooter() {
  const area = useRef<HTMLDivElement>(null);
  const [inView] = useState(promiseWithResolve);
  // The server's footer, still in the page: its code loads now, and it is taken over. (A part of the
  // page left waiting would hold up every navigation: they change what it reads, the address.)
  const [fromServer] = useState(() => import.meta.env.SERVER_RENDER === true || document.querySelector('#root footer') !== null);

  useEffect(() => {
    const target = area.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      inView.resolve();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) inView.resolve();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [inView]);

  return (
    <div ref={area}>
      <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
        {fromServer ? <SiteFooter /> : <FooterInView inView={inView.promise} />}
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
