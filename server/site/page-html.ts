import { escapeMarkup } from '../platform/escape-markup.ts';
import type { RenderedPage } from './page-renderer.ts';

// Where the browser finds the screens' snapshots (src/ui/app/server-snapshots.ts reads the same id).
const SCREENS_ELEMENT = 'screen-snapshots';

// The shell's wait for the snapshots before its first paint (index.html). A page the browser
// renders has none to wait for: left in, Chromium would warn that the element never came.
const AWAITED_SNAPSHOTS = /<link rel="expect" href="#screen-snapshots"[^>]*>\s*/;

// The shell's generic title and description, which a rendered page's own replace.
const SHELL_HEAD = /<title>[^<]*<\/title>|<meta\s+name="description"\s+data-shell[^>]*>/g;

/**
 * index.html with the rendered page: its own head tags in place of the shell's title and
 * description, its stylesheets, and its markup inside #root. The server uses it on the build's
 * index.html, `npm run dev` on the one Vite serves.
 */
export function withPage(html: string, page: RenderedPage, stylesheets: readonly string[]): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeMarkup(href)}">`).join('');
  const ownHead = page.head.includes('<title>') ? html.replace(SHELL_HEAD, '') : html;
  return ownHead
    .replace('</head>', `${page.head}${links}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.body}</div>` +
        `<script type="application/json" id="${SCREENS_ELEMENT}" data-origin="${escapeMarkup(page.origin)}">${page.screens}</script>`,
    );
}

/** index.html for a page the browser renders itself: it paints when it is parsed, waiting for no snapshots. */
export function withoutPage(html: string): string {
  return html.replace(AWAITED_SNAPSHOTS, '');
}
