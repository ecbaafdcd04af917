import { assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { loginGate } from '../login-gate.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { StudioInboxList } from './studio-types.ts';
import { unprovided } from '../unprovided.ts';

export const LOAD_INBOX_FAILED = 'Failed to load the inbox';

interface StudioInboxContext {
  readonly session: AnyActorRef | null;
  /** What is typed in the search box, and the search the list shows. */
  readonly text: string;
  readonly search: string;
  readonly page: number;
  readonly list: StudioInboxList | null;
  readonly loadError: string;
}

export type StudioInboxEvent =
  | { type: 'search.input'; text: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' };

/** /studio/inbox: the contact messages, newest first, searched by name, email, subject or reference, a page at a time. */
export const studioInboxMachine = setup({
  types: {
    context: {} as StudioInboxContext,
    events: {} as StudioInboxEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null },
  },
  actors: {
    loadInbox: fromPromise<StudioInboxList, { search: string; page: number }>(() => unprovided('loadInbox')),
  },
  guards: { isLoggedIn: ({ context }) => isLoggedIn(context.session) },
}).createMachine({
  id: 'studioInbox',
  context: ({ input }) => ({ session: input.session, text: '', search: '', page: 1, list: null, loadError: '' }),
  initial: 'checkingLogin',
  on: { 'search.input': { actions: assign({ text: ({ event }) => event.text }) } },
  states: {
    ...loginGate<StudioInboxContext, StudioInboxEvent>('loading'),
    loading: {
      invoke: {
        id: 'loadInbox',
        src: 'loadInbox',
        input: ({ context }) => ({ search: context.search, page: context.page }),
        onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output, loadError: '' }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_INBOX_FAILED) }) },
      },
    },
    ready: {
      on: {
        'search.submit': { target: 'loading', actions: assign({ search: ({ context }) => context.text.trim(), page: 1 }) },
        'search.clear': { target: 'loading', actions: assign({ text: '', search: '', page: 1 }) },
        'page.go': { target: 'loading', actions: assign({ page: ({ event }) => event.page }) },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
  },
});
