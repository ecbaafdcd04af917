import { createActorContext } from '@xstate/react';
import { liveSessionMachine } from '../../machines/session.live.ts';

/** The one session actor of the app; SessionProvider.tsx starts it and applies its effects. */
export const SessionContext = createActorContext(liveSessionMachine);
