import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every navigation starts at the top of the page. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // A block body on purpose: newer browsers return a promise from scrollTo, and React would
  // take any returned value for a cleanup function.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
