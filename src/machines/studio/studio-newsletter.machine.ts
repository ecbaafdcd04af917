import { assertEvent, assign, emit, fromPromise, raise, setup, type AnyActorRef } from 'xstate';
import type { SubscriberStatus } from '../../domain/newsletter-subscribers.ts';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { StudioSubscriberList } from './studio-types.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export const LOAD_SUBSCRIBERS_FAILED = 'Failed to load the subscribers';
export const EXPORT_SUBSCRIBERS_FAILED = 'Failed to export the subscribers';
export const SUBSCRIBERS_EXPORTED = 'Subscribers exported';
export const UNSUBSCRIBE_FAILED = 'Failed to unsubscribe the address';

export interface StudioSubscribersQuery {
  readonly search?: string;
  readonly status?: SubscriberStatus;
  readonly page: number;
}

interface StudioNewsletterContext {
  readonly session: AnyActorRef | null;
  /** What is typed in the search box, and the search the list shows. */
  readonly text: string;
  readonly search: string;
  readonly status: SubscriberStatus | '';
  readonly page: number;
  readonly list: StudioSubscriberList | null;
  readonly loadError: string;
  /** The address being unsubscribed on the server. */
  readonly unsubscribing: string | null;
}

export type StudioNewsletterEvent =
  | { type: 'search.input'; text: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  | { type: 'status.change'; status: SubscriberStatus | '' }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  | { type: 'list.reload' }
  | { type: 'subscribers.export' }
  | { type: 'subscriber.unsubscribe'; email: string };

/** The list's query: only what is set is sent. */
export function studioSubscribersQuery(context: Pick<StudioNewsletterContext, 'search' | 'status' | 'page'>): StudioSubscribersQuery {
  return {
    ...(context.search ? { search: context.search } : {}),
    ...(context.status ? { status: context.status } : {}),
    page: context.page,
  };
}

/**
 * /studio/newsletter: the subscribers, newest first, searched by email or source and filtered by
 * state, a page at a time; the selection exports as CSV; staff unsubscribe an address (the page
 * is read again after).
 */
export const studioNewsletterMachine = setup({
  types: {
    context: {} as StudioNewsletterContext,
    events: {} as StudioNewsletterEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null },
  },
  actors: {
    loadSubscribers: fromPromise<StudioSubscriberList, StudioSubscribersQuery>(() => unprovided('loadSubscribers')),
    exportSubscribers: fromPromise<undefined, StudioSubscribersQuery>(() => unprovided('exportSubscribers')),
    /** Resolves with the server's message ('Unsubscribed'). */
    unsubscribe: fromPromise<string, { email: string }>(() => unprovided('unsubscribe')),
  },
  guards: { isLoggedIn: ({ context }) => isLoggedIn(context.session) },
  actions: {
    searchTheText: assign({ search: ({ context }) => context.text.trim(), page: 1 }),
    clearTheSearch: assign({ text: '', search: '', page: 1 }),
    chooseTheStatus: assign(({ event }) => {
      assertEvent(event, 'status.change');
      return { status: event.status, page: 1 };
    }),
    goToThePage: assign(({ event }) => {
      assertEvent(event, 'page.go');
      return { page: event.page };
    }),
  },
}).createMachine({
  id: 'studioNewsletter',
  context: ({ input }) => ({
    session: input.session,
    text: '',
    search: '',
    status: '',
    page: 1,
    list: null,
    loadError: '',
    unsubscribing: null,
  }),
  initial: 'checkingLogin',
  on: { 'search.input': { actions: assign({ text: ({ event }) => event.text }) } },
  states: {
    ...loginGate<StudioNewsletterContext, StudioNewsletterEvent>('active'),
    active: {
      type: 'parallel',
      states: {
        list: {
          initial: 'loading',
          // A new question for the server, whatever the list is doing. Asked while a read is under
          // way, it cancels that read: the list answers the question last asked (a state chosen
          // while the page loaded is the one shown), never an older one that came back late.
          on: {
            'search.submit': { target: '.loading', reenter: true, actions: 'searchTheText' },
            'search.clear': { target: '.loading', reenter: true, actions: 'clearTheSearch' },
            'status.change': { target: '.loading', reenter: true, actions: 'chooseTheStatus' },
            'page.go': { target: '.loading', reenter: true, actions: 'goToThePage' },
            'list.reload': { target: '.loading', reenter: true },
          },
          states: {
            loading: {
              invoke: {
                id: 'loadSubscribers',
                src: 'loadSubscribers',
                input: ({ context }) => studioSubscribersQuery(context),
                onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output, loadError: '' }) },
                onError: {
                  target: 'failed',
                  actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_SUBSCRIBERS_FAILED) }),
                },
              },
            },
            ready: {},
            failed: { on: { 'list.retry': 'loading' } },
          },
        },
        export: {
          initial: 'idle',
          states: {
            idle: { on: { 'subscribers.export': 'exporting' } },
            exporting: {
              invoke: {
                id: 'exportSubscribers',
                src: 'exportSubscribers',
                input: ({ context }) => studioSubscribersQuery(context),
                onDone: { target: 'idle', actions: emit({ type: 'toast', kind: 'success', message: SUBSCRIBERS_EXPORTED }) },
                onError: {
                  target: 'idle',
                  actions: emit(
                    ({ event }) =>
                      ({ type: 'toast', kind: 'error', message: failureMessage(event.error, EXPORT_SUBSCRIBERS_FAILED) }) as const,
                  ),
                },
              },
            },
          },
        },
        unsubscribe: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'subscriber.unsubscribe': { target: 'saving', actions: assign({ unsubscribing: ({ event }) => event.email }) } },
            },
            saving: {
              invoke: {
                id: 'unsubscribe',
                src: 'unsubscribe',
                input: ({ event }) => {
                  assertEvent(event, 'subscriber.unsubscribe');
                  return { email: event.email };
                },
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ unsubscribing: null }),
                    emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.output }) as const),
                    raise({ type: 'list.reload' }),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ unsubscribing: null }),
                    emit(
                      ({ event }) => ({ type: 'toast', kind: 'error', message: failureMessage(event.error, UNSUBSCRIBE_FAILED) }) as const,
                    ),
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});
