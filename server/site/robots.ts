// Paths no search engine should crawl: the API, and the pages of one customer's purchase or
// account, which answer a visitor with a login form anyway.
export const DISALLOWED: readonly string[] = ['/api/', '/cart', '/checkout', '/payment', '/account', '/reset-password/', '/verify-email/'];

/** robots.txt: everything else may be crawled, and the sitemap says what there is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
