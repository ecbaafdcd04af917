import { escapeMarkup } from '../platform/escape-markup.ts';
import type { RenderedPage } from './page-renderer.ts';

// Where the browser finds the screens' snapshots (src/ui/app/server-snapshots.ts reads the same id).
const SCREENS_ELEMENT = 'screen-snapshots';

// A rendered page's first paint waits until its markup is all parsed, up to the snapshots written
// after it: painted while the parser was still inside the header, the main navigation stood where
// the buttons after it would come, and moved when they did (a layout shift). Only a rendered page
// has it: in the shell of a page the browser renders, Chromium warned that the element never came.
const AWAIT_SNAPSHOTS = `<link rel="expect" href="#${SCREENS_ELEMENT}" blocking="render">`;

// The shell's generic title and description, which a rendered page's own replace.
const SHELL_HEAD = /<title>[^<]*<\/title>|<meta\s+name="description"\s+data-shell[^>]*>/g;

/**
 * index.html with the rendered page: its own head tags in place of the shell's title and
 * description, the wait for its snapshots, its stylesheets, and its markup inside #root. The server uses it on the build's
 * index.html, `npm run dev` on the one Vite serves.
 */
export function withPage(html: string, page: RenderedPage, stylesheets: readonly string[]): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeMarkup(href)}">`).join('');
  const ownHead = page.head.includes('<title>') ? html.replace(SHELL_HEAD, '') : html;
  return ownHead
    .replace('</head>', `${AWAIT_SNAPSHOTS}${page.head}${links}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.body}</div>` +
        `<script type="application/json" id="${SCREENS_ELEMENT}" data-origin="${escapeMarkup(page.origin)}">${page.screens}</script>`,
    );
}
