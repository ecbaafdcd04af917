import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { initialSessionInput, liveSessionMachine } from '../../machines/session.live.ts';
import type { ToastKind } from '../../machines/app-effects.ts';
import { SessionContext } from './SessionContext.ts';
import { ToastContext } from './ToastContext.ts';

/** Starts the one session actor; it navigates through the router (logout, a 401 from any call). */
export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const navigate = useNavigate();
  // Created once: the session's targets are absolute paths, so the first navigate serves for good.
  const [logic] = useState(() => liveSessionMachine.provide({ actions: { navigate: (_, { to }) => void navigate(to) } }));
  return (
    <SessionContext.Provider logic={logic} options={{ input: initialSessionInput() }}>
      <SessionToasts />
      {children}
    </SessionContext.Provider>
  );
}

/** What the session says to the shopper ('Logged out successfully') goes to the app's toasts. */
function SessionToasts() {
  const session = SessionContext.useActorRef();
  const toasts = ToastContext.useActorRef();
  useEffect(() => {
    const show = (event: { kind: ToastKind; message: string }) => toasts.send({ type: 'toast.show', kind: event.kind, message: event.message });
    // The cart is the session's child for the session's whole life, so its toasts come through here too.
    const subscriptions = [session.on('toast', show), session.getSnapshot().children.cart?.on('toast', show)];
    return () => subscriptions.forEach((subscription) => subscription?.unsubscribe());
  }, [session, toasts]);
  return null;
}
