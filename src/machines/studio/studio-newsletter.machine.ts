import { assign, emit, fromPromise, raise, setup, type AnyActorRef } from 'xstate';
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
            ready: {
              on: {
                'search.submit': { target: 'loading', actions: assign({ search: ({ context }) => context.text.trim(), page: 1 }) },
                'search.clear': { target: 'loading', actions: assign({ text: '', search: '', page: 1 }) },
                'status.change': { target: 'loading', actions: assign({ status: ({ event }) => event.status, page: 1 }) },
                'page.go': { target: 'loading', actions: assign({ page: ({ event }) => event.page }) },
                'list.reload': 'loading',
              },
            },
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
                input: ({ context }) => ({ email: context.unsubscribing ?? '' }),
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
