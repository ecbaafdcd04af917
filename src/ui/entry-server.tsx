import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { answerRequestsInProcess } from '../machines/server-render.requests.ts';
import type { BookingForms } from '../domain/booking-forms.ts';
import { AppToaster } from './app/AppToaster.tsx';
import { SessionProvider } from './app/SessionProvider.tsx';
import { ToastContext } from './app/ToastContext.ts';
import { createServerRender, screenSnapshots, ServerRenderContext, stopActors } from './app/server-render.ts';
import { setServerBookingForms } from './pages/configured-booking-forms.ts';
import { UnexpectedErrorBoundary } from './pages/UnexpectedError.tsx';
import { AppRoutes } from './router.tsx';
import { setServerOrigin } from './site.ts';
import './styles/global.css.ts';

/** What the server gives the renderer once (server/site/page-renderer.ts). */
export interface RendererOptions {
  /** The site's public origin (PUBLIC_URL): canonical links, og:url, absolute image addresses. */
  readonly origin: string;
  /** The server's own app: the screens' requests are answered in process, without a network hop. */
  readonly answer: (request: Request) => Promise<Response>;
  /** How long a page waits for its first data before it is rendered as loading. */
  readonly deadlineMs: number;
  /** The studio's online booking forms (the server's BOOKING_FORM_*_URL settings). */
  readonly bookingForms: BookingForms;
}

/** One rendered page: its status, the tags its head needs, and the markup of #root. */
export interface RenderedPage {
  readonly status: number;
  readonly head: string;
  readonly body: string;
  /** The screens' snapshots (JSON, safe inside a <script>), for the browser to start from. */
  readonly screens: string;
}

/** Sets the renderer up for this server; renderPage then renders one address. */
export function configureRenderer(options: RendererOptions): (url: string) => Promise<RenderedPage> {
  setServerOrigin(options.origin);
  setServerBookingForms(options.bookingForms);
  answerRequestsInProcess(options.answer);
  return (url) => renderPage(url, options.deadlineMs);
}

async function renderPage(url: string, deadlineMs: number): Promise<RenderedPage> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, deadlineMs);
  });
  const render = createServerRender(deadline);
  try {
    // The tree of src/ui/main.tsx, with the server's router: the browser takes this markup over.
    const { prelude } = await prerender(
      <StrictMode>
        <ServerRenderContext value={render}>
          <UnexpectedErrorBoundary>
            <StaticRouter location={url}>
              <ToastContext.Provider>
                <SessionProvider serverRendered>
                  <AppRoutes />
                  <AppToaster />
                </SessionProvider>
              </ToastContext.Provider>
            </StaticRouter>
          </UnexpectedErrorBoundary>
        </ServerRenderContext>
      </StrictMode>,
      // Every boundary inline, however large: a page split into parts that a script puts in place
      // would show a reader without JavaScript (a crawler, a link preview) only the loading text.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const markup = await new Response(prelude).text();
    const { head, body } = splitHoisted(markup);
    return { status: render.status, head, body, screens: await screenSnapshots(render) };
  } finally {
    clearTimeout(timer);
    await stopActors(render);
  }
}

// React writes the page's <title>, <meta> and <link> tags (PageMeta) first, before the markup they
// were rendered in; they belong in the document's head.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/;

function splitHoisted(markup: string): { head: string; body: string } {
  let rest = markup;
  const tags: string[] = [];
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    tags.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: tags.join(''), body: rest };
}
