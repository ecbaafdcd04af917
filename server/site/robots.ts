/** Pages whose address holds a one-time token (the mailed links): never to be indexed. */
const SECRET_ADDRESS_PAGES: readonly string[] = ['/reset-password/', '/verify-email/', '/newsletter/confirm/', '/newsletter/unsubscribe/'];

// Paths no search engine should crawl: the API, the pages of one customer's purchase or
// account, which answer a visitor with a login form anyway, the studio's, and the mailed links.
export const DISALLOWED: readonly string[] = [
  '/api/',
  '/cart',
  '/checkout',
  '/payment',
  '/orders',
  '/profile',
  '/studio',
  ...SECRET_ADDRESS_PAGES,
];

/** robots.txt: everything else may be crawled, and the sitemap says what there is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}
