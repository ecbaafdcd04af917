import { assertEvent, assign, emit, fromPromise, setup, type AnyActorRef } from 'xstate';
import { MARKED_HANDLED, MARKED_NOT_HANDLED } from '../../domain/studio-inbox.ts';
import { serverMessageOr } from '../../domain/server-message.ts';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { StudioInboxMessage, StudioInboxMessageResponse } from './studio-types.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export const LOAD_MESSAGE_FAILED = 'Failed to load the message';
export const HANDLED_FAILED = 'Failed to change the message';

interface StudioMessageContext {
  readonly session: AnyActorRef | null;
  readonly referenceId: string;
  readonly message: StudioInboxMessage | null;
  readonly loadError: string;
}

export type StudioMessageEvent = { type: 'message.retry' } | { type: 'handled.set'; handled: boolean };

/** /studio/inbox/:referenceId: one contact message (opening it marks it read), marked handled or not handled again. */
export const studioMessageMachine = setup({
  types: {
    context: {} as StudioMessageContext,
    events: {} as StudioMessageEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null; referenceId: string },
  },
  actors: {
    loadMessage: fromPromise<StudioInboxMessage, { referenceId: string }>(() => unprovided('loadMessage')),
    setHandled: fromPromise<StudioInboxMessageResponse, { referenceId: string; handled: boolean }>(() => unprovided('setHandled')),
  },
  guards: { isLoggedIn: ({ context }) => isLoggedIn(context.session) },
}).createMachine({
  id: 'studioMessage',
  context: ({ input }) => ({ session: input.session, referenceId: input.referenceId, message: null, loadError: '' }),
  initial: 'checkingLogin',
  states: {
    ...loginGate<StudioMessageContext, StudioMessageEvent>('loading'),
    loading: {
      invoke: {
        id: 'loadMessage',
        src: 'loadMessage',
        input: ({ context }) => ({ referenceId: context.referenceId }),
        onDone: { target: 'ready', actions: assign({ message: ({ event }) => event.output, loadError: '' }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_MESSAGE_FAILED) }) },
      },
    },
    failed: { on: { 'message.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'handled.set': 'saving' } },
        saving: {
          invoke: {
            id: 'setHandled',
            src: 'setHandled',
            input: ({ context, event }) => {
              assertEvent(event, 'handled.set');
              return { referenceId: context.referenceId, handled: event.handled };
            },
            onDone: {
              target: 'idle',
              actions: [
                assign({ message: ({ event }) => event.output.inboxMessage }),
                emit(
                  ({ event }) =>
                    ({
                      type: 'toast',
                      kind: 'success',
                      message: serverMessageOr(
                        event.output.message,
                        event.output.inboxMessage.handledAt ? MARKED_HANDLED : MARKED_NOT_HANDLED,
                      ),
                    }) as const,
                ),
              ],
            },
            onError: {
              target: 'idle',
              actions: emit(
                ({ event }) => ({ type: 'toast', kind: 'error', message: failureMessage(event.error, HANDLED_FAILED) }) as const,
              ),
            },
          },
        },
      },
    },
  },
});
