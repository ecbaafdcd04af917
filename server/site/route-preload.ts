import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeMarkup } from '../platform/escape-markup.ts';

/** The parts of Vite's build manifest (dist/.vite/manifest.json) the hints need. */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The pages shoppers land on, with the module src/ui/router.tsx loads lazily for each. ADD YOUR
 * LANDING PAGE HERE (and to bench/routes.ts with `main: true`): its first data request then
 * starts without a chain of chunk downloads. Pages that load no data first (/login sends its
 * request on submit) are better without: the hint would fetch the API client up front.
 */
/** /humanstories, whose largest picture the server also looks up (server/site/landing-data-image.ts). */
export const STORIES_PAGE = /^\/humanstories\/?$/;

export const LANDING_ROUTES: readonly { readonly pattern: RegExp; readonly module: string; readonly image?: string }[] = [
  // The first hero slide (src/ui/home/home-content.ts, WebP: a third lighter than the JPEG) is the home page's largest paint; hinted,
  // its download starts with the document instead of after the page's code has run.
  { pattern: /^\/$/, module: 'src/ui/home/HomeRoute.tsx', image: '/media/gallery/golden-hour-bodija-wm-960.webp' },
  { pattern: /^\/shop\/?$/, module: 'src/ui/shop/ShopRoute.tsx' },
  { pattern: /^\/shop\/[^/]+\/?$/, module: 'src/ui/shop/ProductRoute.tsx' },
  { pattern: /^\/lifestyle\/?$/, module: 'src/ui/blog/BlogListRoute.tsx' },
  { pattern: /^\/lifestyle\/[^/]+\/?$/, module: 'src/ui/blog/BlogPostRoute.tsx' },
  { pattern: STORIES_PAGE, module: 'src/ui/gallery/StoriesRoute.tsx' },
  { pattern: /^\/productshowcase\/?$/, module: 'src/ui/gallery/ShowcaseRoute.tsx' },
];

// The chunks a page always needs before its data shows, though it imports them lazily: its
// machines' request modules and the API client under them. UI chunks loaded lazily (a filter
// drawer, a dialog) are left alone, and so are the shared machines' requests (add to cart, the
// wishlist heart, search suggestions), which are sent when the shopper acts: the hints never add
// bytes to a first load.
const DATA_MODULE = /^src\/(machines\/(?!shared\/)|api\/)/;

/** Vite's manifest in the build, or null when the build has none (then no hints are given). */
export function readManifest(distDir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/**
 * The files to preload for a request path: the route's chunk, what it imports, and its data
 * modules, but not those where the page came rendered with its data (`dataInPage`): its first
 * requests are not sent then, and their code loads when the shopper does something.
 */
export function routePreloads(manifest: Manifest, requestPath: string, dataInPage = false): string[] {
  const route = LANDING_ROUTES.find(({ pattern }) => pattern.test(requestPath));
  if (!route || !manifest[route.module]) return [];
  const inEntry = staticClosure(manifest, ['index.html']);
  const page = staticClosure(manifest, [route.module]);
  // Only the page's own chunks: the entry's lazy modules (the session's, the newsletter form's)
  // are loaded when the visitor does something, not on every first load.
  const ownChunks = [...page].filter((key) => !inEntry.has(key));
  const dataModules = dataInPage
    ? []
    : ownChunks.flatMap((key) => manifest[key]?.dynamicImports ?? []).filter((key) => DATA_MODULE.test(key));
  const wanted = staticClosure(manifest, [...page, ...dataModules]);
  return [...wanted].filter((key) => !inEntry.has(key)).flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []));
}

/**
 * A landing page's largest picture, to fetch with the document: a fixed file, or (chosen from
 * data) the renditions the page's `<picture>` offers, with the same `sizes`, so that the browser
 * picks the very file the page will ask for.
 */
export interface ImageHint {
  readonly href: string;
  readonly srcset?: string;
  readonly sizes?: string;
  /** The renditions' type (image/webp): a browser that cannot show it skips the hint, as the page's <source>. */
  readonly type?: string;
}

/** The landing page's fixed largest image; null when it has none (or it depends on data). */
export function routeImage(requestPath: string): ImageHint | null {
  const image = LANDING_ROUTES.find(({ pattern }) => pattern.test(requestPath))?.image;
  return image ? { href: image } : null;
}

function imageLink(image: ImageHint): string {
  const extra = [
    image.srcset ? ` imagesrcset="${escapeMarkup(image.srcset)}"` : '',
    image.srcset && image.sizes ? ` imagesizes="${escapeMarkup(image.sizes)}"` : '',
    image.type ? ` type="${escapeMarkup(image.type)}"` : '',
  ].join('');
  return `    <link rel="preload" as="image" fetchpriority="high" href="${escapeMarkup(image.href)}"${extra}>`;
}

/** index.html with a modulepreload link per file (and the page's image), at the end of its head. */
export function withPreloads(html: string, files: readonly string[], image: ImageHint | null = null): string {
  const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="${file}">`);
  if (image) links.unshift(imageLink(image));
  if (links.length === 0) return html;
  return html.replace('</head>', `${links.join('\n')}\n  </head>`);
}

function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}
