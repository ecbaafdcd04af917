import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AnyStateMachine, InputFrom } from 'xstate';
import type { AppEffect } from '../../machines/app-effects.ts';
import { SessionContext } from './SessionContext.ts';
import { ToastContext } from './ToastContext.ts';

/** A screen's input without the session, which useScreenActor adds itself. */
export type ScreenInput<TMachine extends AnyStateMachine> = Omit<InputFrom<TMachine>, 'session'>;

/**
 * The one way a route creates its screen's actor (src/README.md §1): started once per mount, given
 * the session actor as `input.session`, and every AppEffect it emits carried out here.
 */
export function useScreenActor<TMachine extends AnyStateMachine>(machine: TMachine, input: ScreenInput<TMachine>) {
  const session = SessionContext.useActorRef();
  const toasts = ToastContext.useActorRef();
  const navigate = useNavigate();
  const location = useLocation();
  const actor = useActorRef(machine, { input: { ...input, session } as InputFrom<TMachine> });

  // The page to come back to after a login is the one on screen when the effect arrives.
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;

  useEffect(() => {
    const run = (effect: AppEffect) => {
      switch (effect.type) {
        case 'toast':
          return toasts.send({ type: 'toast.show', kind: effect.kind, message: effect.message });
        case 'navigate':
          return void navigate(effect.to, { replace: effect.replace ?? false });
        case 'loginRequired':
          return void navigate('/login', { state: { from: here.current } });
        case 'cart.changed':
          return session.send({ type: 'cart.reload' });
        case 'user.changed':
          return session.send({ type: 'user.reload' });
      }
    };
    const subscriptions = (['toast', 'navigate', 'loginRequired', 'cart.changed', 'user.changed'] as const).map((type) =>
      actor.on(type, (event: unknown) => run(event as AppEffect)),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, toasts, session, navigate]);

  return actor;
}
