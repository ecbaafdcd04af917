import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import * as styles from './Footer.css.ts';

const SiteFooter = lazy(() => import('./SiteFooter.tsx'));

/**
 * The footer, loaded when it comes into view. It always starts below the fold (the page is at least
 * a screen tall), so a first visit does not download its code (the Newsletter form and its machine)
 * before the page can show. Where there is no IntersectionObserver it loads at once.
 */
export function LazyFooter() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const target = placeholder.current;
    if (inView || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [inView]);

  const reserved = <div ref={placeholder} className={styles.placeholder} aria-hidden="true" />;
  if (!inView) return reserved;
  return (
    <Suspense fallback={reserved}>
      <SiteFooter />
    </Suspense>
  );
}
