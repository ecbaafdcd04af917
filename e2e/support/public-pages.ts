import type { Page } from '@playwright/test';

/**
 * The pages the server renders with their data (server/site/rendered-pages.ts), one address of
 * each: the browser takes each over from the server's HTML (e2e/layout-shift.spec.ts).
 */
export const PUBLIC_PAGES = [
  '/',
  '/shop',
  '/shop/muslin-backdrop-3x6',
  '/lifestyle',
  '/lifestyle/golden-hour-portraits-in-ibadan',
  '/humanstories',
  '/productshowcase',
  '/image/humanstories/golden-hour-bodija',
  '/image/productshowcase/showcase-canon-r6',
  '/gallery/golden-hour-bodija',
  '/photography/golden-hour-bodija',
  '/gallery',
  '/about',
  '/contact',
  '/bookings',
  '/faq',
  '/privacy-policy',
  '/terms-of-service',
  '/careers',
  '/login',
  '/forgot-password',
  '/cart',
] as const;

/** Everything the console said that is a warning or an error, and every uncaught error. */
export function consoleTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') trouble.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => trouble.push(`uncaught: ${error.message}`));
  return trouble;
}

/**
 * The data requests (/api/v1 reads) the page's code sent. What the page names for the browser to
 * prefetch for the next pages (the home page's <link rel="prefetch">) is not a read of its own data.
 */
export function dataRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const sentByCode = request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
    if (sentByCode && url.pathname.startsWith('/api/v1/') && request.method() === 'GET') requests.push(`${url.pathname}${url.search}`);
  });
  return requests;
}
