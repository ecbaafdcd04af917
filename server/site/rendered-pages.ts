import type { Manifest } from './route-preload.ts';

/**
 * The pages the server renders, with the module src/ui/router.tsx loads lazily for each (its
 * stylesheets go in the head, so the page is painted styled before its script runs). Every other
 * path is rendered too (an unknown one answers the not-found page), except NOT_RENDERED. The
 * patterns ignore case, as the app's router does: /SHOP is the shop, and /RESET-PASSWORD/… is a
 * mailed link's page, which the server must not render either.
 */
export const RENDERED_PAGES: readonly { readonly pattern: RegExp; readonly module: string }[] = [
  { pattern: /^\/$/i, module: 'src/ui/home/HomeRoute.tsx' },
  { pattern: /^\/shop\/?$/i, module: 'src/ui/shop/ShopRoute.tsx' },
  { pattern: /^\/shop\/[^/]+\/?$/i, module: 'src/ui/shop/ProductRoute.tsx' },
  { pattern: /^\/lifestyle\/?$/i, module: 'src/ui/blog/BlogListRoute.tsx' },
  { pattern: /^\/lifestyle\/[^/]+\/?$/i, module: 'src/ui/blog/BlogPostRoute.tsx' },
  { pattern: /^\/humanstories\/?$/i, module: 'src/ui/gallery/StoriesRoute.tsx' },
  { pattern: /^\/productshowcase\/?$/i, module: 'src/ui/gallery/ShowcaseRoute.tsx' },
  { pattern: /^\/image\/productshowcase\/[^/]+\/?$/i, module: 'src/ui/gallery/ShowcaseItemRoute.tsx' },
  { pattern: /^\/image\/[^/]+\/[^/]+\/?$/i, module: 'src/ui/gallery/ImageDetailRoute.tsx' },
  { pattern: /^\/(gallery|photography)\/[^/]+\/?$/i, module: 'src/ui/gallery/SingleImageRoute.tsx' },
  { pattern: /^\/gallery\/?$/i, module: 'src/ui/pages/GalleryRoute.tsx' },
  { pattern: /^\/about\/?$/i, module: 'src/ui/pages/AboutRoute.tsx' },
  { pattern: /^\/contact\/?$/i, module: 'src/ui/contact/ContactRoute.tsx' },
  { pattern: /^\/bookings\/?$/i, module: 'src/ui/pages/BookingsRoute.tsx' },
  { pattern: /^\/faq\/?$/i, module: 'src/ui/pages/FaqRoute.tsx' },
  { pattern: /^\/privacy-policy\/?$/i, module: 'src/ui/pages/PrivacyPolicyRoute.tsx' },
  { pattern: /^\/terms-of-service\/?$/i, module: 'src/ui/pages/TermsOfServiceRoute.tsx' },
  { pattern: /^\/careers\/?$/i, module: 'src/ui/routes/CareersRoute.tsx' },
  { pattern: /^\/cart\/?$/i, module: 'src/ui/cart/CartRoute.tsx' },
  { pattern: /^\/login\/?$/i, module: 'src/ui/auth/LoginRoute.tsx' },
  { pattern: /^\/forgot-password\/?$/i, module: 'src/ui/auth/ForgotPasswordRoute.tsx' },
];

/** An address no page has: the not-found page. */
const NOT_FOUND_MODULE = 'src/ui/routes/NotFoundPage.tsx';

/**
 * One customer's pages and the studio's (they show only after the browser knows who is signed in) and the mailed
 * links, whose page spends its token when its machine starts: rendering them on the server would
 * spend it before the visitor's browser could (the unsubscribe page waits for its button, but its
 * address is as secret as theirs and it is left to the browser alike).
 */
export const NOT_RENDERED: readonly RegExp[] = [
  /^\/(checkout|payment|orders|profile|studio)(\/|$)/i,
  /^\/(reset-password|verify-email|newsletter\/confirm|newsletter\/unsubscribe)\//i,
];

export function isRendered(requestPath: string): boolean {
  return !NOT_RENDERED.some((pattern) => pattern.test(requestPath));
}

/** The stylesheets a rendered page needs beyond the entry's (already linked by index.html). */
export function pageStylesheets(manifest: Manifest, requestPath: string): string[] {
  const module = RENDERED_PAGES.find(({ pattern }) => pattern.test(requestPath))?.module ?? NOT_FOUND_MODULE;
  if (!manifest[module]) return [];
  const inEntry = closure(manifest, 'index.html');
  return [...closure(manifest, module)]
    .filter((key) => !inEntry.has(key))
    .flatMap((key) => manifest[key]?.css ?? [])
    .map((file) => `/${file}`);
}

function closure(manifest: Manifest, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(start);
  return seen;
}
