import { emit, type EventObject, type MachineContext } from 'xstate';
import type { AppEffect } from './app-effects.ts';

/**
 * The first states of a screen that needs a login. Logged in, it goes on to `target`; if not, it
 * emits `loginRequired` (the app then sends the visitor to /login and back here), after the
 * screen's own `message` as an error toast when it has one, and stops. The emit waits one tick in
 * `leaving` so that the screen has subscribed to the actor before it comes. The machine starts in
 * `checkingLogin`, declares the `isLoggedIn` guard, and names its context and events so that the
 * emits are typed as its own. Its choice is eventless, made as the actor is created: no snapshot is
 * ever in `checkingLogin`, so a view never asks for it.
 */
export function loginGate<TContext extends MachineContext, TEvent extends EventObject>(target: string, message?: string) {
  const loginRequired = emit<TContext, TEvent, undefined, TEvent, AppEffect>({ type: 'loginRequired' });
  const entry = message
    ? [emit<TContext, TEvent, undefined, TEvent, AppEffect>({ type: 'toast', kind: 'error', message }), loginRequired]
    : [loginRequired];
  return {
    checkingLogin: { always: [{ guard: 'isLoggedIn' as const, target }, { target: 'leaving' }] },
    leaving: { after: { 0: 'left' } },
    left: { entry, type: 'final' as const },
  };
}
