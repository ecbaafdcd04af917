import { assertEvent, assign, setup, type AnyActorRef, type PromiseActorLogic } from 'xstate';
import type { AppEffect } from '../app-effects.ts';
import { loginGate } from '../login-gate.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';

/** What a searched list asks the server for: a search, a page, and the list's own filter beside them. */
export interface SearchedListQuery {
  readonly search: string;
  readonly page: number;
}

/**
 * What the list's request is given. The query is wrapped: XState's types carry a list's own query
 * shape through this factory only inside an object.
 */
export interface SearchedListRequest<Query extends SearchedListQuery> {
  readonly query: Query;
}

export interface SearchedListContext<List, Query extends SearchedListQuery> {
  readonly session: AnyActorRef | null;
  /** What is typed in the search box; `query.search` is the search the list shows. */
  readonly text: string;
  readonly query: Query;
  readonly list: List | null;
  readonly loadError: string;
}

/** The list's `status` filter when its query has one (none for a list without: `never`). */
type StatusOf<Query> = Query extends { readonly status: infer Status } ? Status : never;

export type SearchedListEvent<Query extends SearchedListQuery> =
  | { type: 'search.input'; text: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  | { type: 'status.choose'; status: StatusOf<Query> }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' };

interface SearchedListOptions<List, Query extends SearchedListQuery> {
  /** The machine's id ('studioCustomers'). */
  readonly id: string;
  /**
   * The list's request: a placeholder that its wiring (`*.live.ts`) or a test provides as `loadList`,
   * `fromPromise<StudioCustomerList, SearchedListRequest<SearchedListQuery>>(() => unprovided('loadList'))`.
   */
  readonly loadList: PromiseActorLogic<List, SearchedListRequest<Query>>;
  /** What the list says when a read fails without the server's own words. */
  readonly failedText: string;
  /** The first query: no search, page 1, the filter (if any) at its start. */
  readonly firstQuery: NoInfer<Query>;
}

// A new question for the server, from the list, while it loads, or after it failed. Asked while a
// read is under way, it cancels that read: a late answer to the old question is never shown.
const NEW_QUESTIONS = {
  'search.submit': { target: 'loading', reenter: true, actions: 'searchTheText' },
  'search.clear': { target: 'loading', reenter: true, actions: 'clearTheSearch' },
  'status.choose': { target: 'loading', reenter: true, actions: 'chooseTheStatus' },
  'page.go': { target: 'loading', reenter: true, actions: 'goToThePage' },
} as const;

/**
 * A studio list behind the login, searched, filtered and paged on the server. A submitted (trimmed)
 * or cleared search, or a chosen filter, starts again at page 1 and keeps the rest of the query; a
 * failed read says why, in the server's words when it gave them, and `list.retry` reads again.
 */
export function searchedListMachine<List, Query extends SearchedListQuery>(options: SearchedListOptions<List, Query>) {
  type Context = SearchedListContext<List, Query>;
  type Event = SearchedListEvent<Query>;
  return setup({
    types: {
      context: {} as Context,
      events: {} as Event,
      emitted: {} as AppEffect,
      input: {} as { session: AnyActorRef | null },
    },
    actors: { loadList: options.loadList },
    guards: { isLoggedIn: ({ context }) => isLoggedIn(context.session) },
    actions: {
      searchTheText: assign({ query: ({ context }) => ({ ...context.query, search: context.text.trim(), page: 1 }) }),
      clearTheSearch: assign({ text: '', query: ({ context }) => ({ ...context.query, search: '', page: 1 }) }),
      chooseTheStatus: assign({
        query: ({ context, event }) => {
          assertEvent(event, 'status.choose');
          return { ...context.query, status: event.status, page: 1 };
        },
      }),
      goToThePage: assign({
        query: ({ context, event }) => {
          assertEvent(event, 'page.go');
          return { ...context.query, page: event.page };
        },
      }),
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ session: input.session, text: '', query: options.firstQuery, list: null, loadError: '' }),
    initial: 'checkingLogin',
    on: { 'search.input': { actions: assign({ text: ({ event }) => event.text }) } },
    states: {
      ...loginGate<Context, Event>('loading'),
      loading: {
        invoke: {
          id: 'loadList',
          src: 'loadList',
          input: ({ context }) => ({ query: context.query }),
          onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output, loadError: '' }) },
          onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, options.failedText) }) },
        },
        on: NEW_QUESTIONS,
      },
      ready: { on: NEW_QUESTIONS },
      failed: { on: { ...NEW_QUESTIONS, 'list.retry': 'loading' } },
    },
  });
}
