import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initialSessionInput, liveSessionMachine } from '../machines/session.live.ts';
import { SessionContext } from './app/SessionContext.ts';
import { ToastContext } from './app/ToastContext.ts';
import { Toaster } from './frame/Toaster.tsx';
import { router } from './router.tsx';
import './styles/global.css.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The session navigates through the router (logout, a 401 from any call).
const session = liveSessionMachine.provide({
  actions: { navigate: (_, { to }) => void router.navigate(to) },
});

createRoot(root).render(
  <StrictMode>
    <ToastContext.Provider>
      <SessionContext.Provider logic={session} options={{ input: initialSessionInput() }}>
        <RouterProvider router={router} />
        <Toaster />
      </SessionContext.Provider>
    </ToastContext.Provider>
  </StrictMode>,
);
