import { useActorRef } from '@xstate/react';
import { use, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import type { ActorRefFrom, AnyActorRef, AnyStateMachine, InputFrom } from 'xstate';
import { isAppEffect, type AppEffect } from '../../machines/app-effects.ts';
import { ServerRenderContext, settledActor } from './server-render.ts';
import { DOCUMENT_LOCATION_KEY, serverSnapshot } from './server-snapshots.ts';
import { SessionContext } from './SessionContext.ts';
import { ToastContext } from './ToastContext.ts';

/** What a screen passes: its machine's input without the session, which useScreenActor adds. */
export type ScreenInput<TLogic extends AnyStateMachine> = Omit<InputFrom<TLogic>, 'session'>;

/** Where the app's effects go: the toasts, the router, the session, the current path. */
export interface EffectTargets {
  readonly toasts: AnyActorRef;
  /** The browser's alert (window.alert), blocking until the shopper dismisses it. */
  readonly alert: (message: string) => void;
  readonly session: AnyActorRef;
  readonly navigate: NavigateFunction;
  /** The path (with its query) to come back to after a login. */
  readonly currentPath: () => string;
}

/** What the app does with one effect (src/README.md). */
export function applyAppEffect(effect: AppEffect, targets: EffectTargets): void {
  switch (effect.type) {
    case 'toast':
      targets.toasts.send({ type: 'toast.show', kind: effect.kind, message: effect.message });
      return;
    case 'alert':
      targets.alert(effect.message);
      return;
    case 'navigate':
      void targets.navigate(effect.to, { replace: effect.replace ?? false });
      return;
    case 'loginRequired':
      // return-path.ts reads `state.from` after the login.
      void targets.navigate('/login', { state: { from: targets.currentPath() } });
      return;
    case 'cart.changed':
      targets.session.send({ type: 'cart.reload' });
      return;
    case 'user.changed':
      targets.session.send({ type: 'user.reload' });
      return;
  }
}

/**
 * The one way to create a screen's actor (src/README.md): started once per mount (give the
 * component a new `key` for a fresh one), handed the session actor as `input.session`, and every
 * AppEffect it emits forwarded to the toasts, the router or the session.
 */
export const useScreenActor: <TLogic extends AnyStateMachine>(logic: TLogic, input: ScreenInput<TLogic>) => ActorRefFrom<TLogic> =
  import.meta.env.SERVER_RENDER === true ? useSettledScreenActor : useBrowserScreenActor;

function useBrowserScreenActor<TLogic extends AnyStateMachine>(logic: TLogic, input: ScreenInput<TLogic>): ActorRefFrom<TLogic> {
  const session = SessionContext.useActorRef();
  // A screen the server rendered starts where the server's actor was: its data already loaded, and
  // the markup it renders the server's (the browser hydrates it).
  const key = useId();
  // Only the location the document was loaded at was rendered by the server: after any navigation
  // (React Router's location key is another) a screen starts afresh, even one whose tree, and so
  // whose key, is the same as that first page's (coming back to it after logging in).
  const { key: locationKey } = useLocation();
  const [snapshot] = useState(() => (locationKey === DOCUMENT_LOCATION_KEY ? serverSnapshot(key, session) : undefined));
  // Generic over every screen machine: the options type cannot be checked here, the caller's input is.
  const actor = (useActorRef as (logic: AnyStateMachine, options: { input: unknown; snapshot: unknown }) => AnyActorRef)(logic, {
    input: { ...input, session },
    snapshot,
  });
  useAppEffects(actor);
  return actor as ActorRefFrom<TLogic>;
}

/**
 * On the server (src/ui/entry-server.tsx): the screen's actor started with its real requests, the
 * page suspended until its first data has settled (or the render's deadline), so the HTML shows
 * the data. Effects go nowhere: the page is sent, not used, on the server.
 */
function useSettledScreenActor<TLogic extends AnyStateMachine>(logic: TLogic, input: ScreenInput<TLogic>): ActorRefFrom<TLogic> {
  const session = SessionContext.useActorRef();
  const render = use(ServerRenderContext);
  const key = useId();
  if (!render) throw new Error('useScreenActor on the server needs the ServerRenderContext of src/ui/entry-server.tsx');
  let pending = render.actors.get(key);
  if (!pending) {
    pending = settledActor(render, logic, { ...input, session });
    render.actors.set(key, pending);
  }
  return use(pending) as ActorRefFrom<TLogic>;
}

/**
 * Applies every AppEffect the actor emits (applyAppEffect): a screen's actor (useScreenActor) and
 * the session actor (SessionProvider) go through this one path.
 */
export function useAppEffects(actor: AnyActorRef): void {
  const session = SessionContext.useActorRef();
  const toasts = ToastContext.useActorRef();
  const navigate = useNavigate();
  const location = useLocation();
  const path = useRef('/');
  path.current = `${location.pathname}${location.search}`;
  // A layout effect runs before @xstate/react's passive effect starts the actor, so what a machine
  // emits while it starts (a login it asks for at once, say) is heard too.
  useLayoutEffect(() => {
    const targets: EffectTargets = {
      toasts,
      alert: (message) => window.alert(message),
      session,
      navigate,
      currentPath: () => path.current,
    };
    const subscription = actor.on('*', (event: { type: string }) => {
      if (isAppEffect(event)) applyAppEffect(event, targets);
    });
    return () => subscription.unsubscribe();
  }, [actor, toasts, session, navigate]);
}
