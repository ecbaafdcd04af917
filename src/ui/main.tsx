import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { SessionProvider } from './app/SessionProvider.tsx';
import { ToastContext } from './app/ToastContext.ts';
import { AppToaster } from './app/AppToaster.tsx';
import { UnexpectedErrorBoundary } from './pages/UnexpectedError.tsx';
import { AppRoutes } from './router.tsx';
import './styles/global.css.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// index.html's description is for readers that run no script; each page then writes its own
// (PageMeta), which would otherwise sit beside it as a second description.
document.head.querySelector('meta[data-shell]')?.remove();

// A page the server rendered (src/ui/entry-server.tsx renders this same tree, for a guest) is taken
// over as it is; the session reads the stored login afterwards, and the header, the cart and the
// hearts change then, in boxes the guest's page already holds. The pages the server leaves to the
// browser (one customer's, the mailed links') arrive empty and are rendered here.
const serverRendered = root.hasChildNodes();
const app = (
  <StrictMode>
    <UnexpectedErrorBoundary>
      <BrowserRouter>
        <ToastContext.Provider>
          <SessionProvider serverRendered={serverRendered}>
            <AppRoutes />
            <AppToaster />
          </SessionProvider>
        </ToastContext.Provider>
      </BrowserRouter>
    </UnexpectedErrorBoundary>
  </StrictMode>
);
// Hydrated as a transition: React then works in slices of a few milliseconds and lets the browser
// answer a tap between them, where a default-priority hydration is one task as long as the page.
// The page is already painted and readable, so nothing waits on it but the handlers.
if (serverRendered)
  startTransition(() => {
    hydrateRoot(root, app);
  });
else createRoot(root).render(app);
