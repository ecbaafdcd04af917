import { STUDIO_NAME } from '../domain/studio.ts';

/** The studio's public facts, shown in the footer, the contact blocks and page metadata. */
export const SITE = {
  name: STUDIO_NAME,
  handle: '@ojustudio',
  description:
    'A fashion, art and lifestyle studio: shop photography gear, book professional sessions, explore our galleries and read Captured Notes.',
  /** The pages' keywords when a page names none of its own (every page sets keywords). */
  keywords: 'photography studio, Nigeria, Ibadan, camera shop, photography gear, photo sessions, galleries, Captured Notes',
  email: 'hello@ojustudio.ng',
  phone: '+234 803 555 0142',
  city: 'Ibadan, Nigeria',
  /** The studio's street address and map (contact page, terms). */
  address: '14 Awolowo Avenue, Bodija, Ibadan, Nigeria',
  map: {
    embed: 'https://www.openstreetmap.org/export/embed.html?bbox=3.8900%2C7.4150%2C3.9250%2C7.4450&layer=mapnik&marker=7.4300%2C3.9075',
    link: 'https://www.openstreetmap.org/?mlat=7.4300&mlon=3.9075#map=16/7.4300/3.9075',
  },
  /** The studio's opening hours. */
  hours: ['Mon–Fri 9 AM–6 PM', 'Sat 10 AM–4 PM', 'Sun by appointment only'],
  socialImage: '/logo.png',
  /** The studio's profiles, linked from the footer (each opens in a new tab). */
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/ojustudio' },
    { name: 'Facebook', url: 'https://www.facebook.com/ojustudio' },
    { name: 'X', url: 'https://x.com/ojustudio' },
    { name: 'YouTube', url: 'https://www.youtube.com/@ojustudio' },
  ],
} as const;

/**
 * Where the site is served from, for canonical links, og:url, structured data and absolute image
 * URLs: the server's PUBLIC_URL on a page it rendered (it writes it beside the screens' snapshots,
 * so the browser's markup matches the server's whatever address the visitor opened), else the
 * page's own origin.
 */
export function siteOrigin(): string {
  if (import.meta.env.SERVER_RENDER === true) return serverOrigin;
  return document.getElementById('screen-snapshots')?.dataset.origin || window.location.origin;
}

let serverOrigin = '';

/** The server renderer's origin (the server's PUBLIC_URL), set once when the renderer is created. */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/**
 * Whether the visitor asked the system for reduced motion: read once when a screen starts and
 * handed to its machine, which then moves nothing by itself (sliders, counters). It lives here,
 * in a module every page already loads, so the two routes that ask cost no extra file.
 */
export function prefersReducedMotion(): boolean {
  // The server cannot know: it renders the moving page, as a browser without the setting shows it.
  if (import.meta.env.SERVER_RENDER === true) return false;
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
