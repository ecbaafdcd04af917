import { createActorContext } from '@xstate/react';
import { liveSessionMachine } from '../../machines/session.live.ts';

/** The one session actor of the app; SessionProvider.tsx starts it with the router's navigate. */
export const SessionContext = createActorContext(liveSessionMachine);
