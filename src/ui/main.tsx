import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { initialSessionInput } from '../machines/session.live.ts';
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

const app = (
  <StrictMode>
    <UnexpectedErrorBoundary>
      <BrowserRouter>
        <ToastContext.Provider>
          <SessionProvider>
            <AppRoutes />
            <AppToaster />
          </SessionProvider>
        </ToastContext.Provider>
      </BrowserRouter>
    </UnexpectedErrorBoundary>
  </StrictMode>
);
// A page the server rendered (src/ui/entry-server.tsx renders this same tree) is taken over as it is.
// The server renders every page for a visitor without a token: a signed-in customer's browser
// renders the page itself over it (its header, hearts and cart differ), as do the pages the server
// leaves to the browser (one customer's, the mailed links'), which arrive empty.
if (root.hasChildNodes() && !initialSessionInput().token) hydrateRoot(root, app);
else createRoot(root).render(app);
