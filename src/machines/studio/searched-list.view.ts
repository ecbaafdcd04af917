import type { SnapshotFrom } from 'xstate';
import type { searchedListMachine, SearchedListQuery } from './searched-list.machine.ts';

export type SearchedListSnapshot<List, Query extends SearchedListQuery> = SnapshotFrom<ReturnType<typeof searchedListMachine<List, Query>>>;

/** What every searched list shows besides its rows: that it loads, why it failed, the search and the pages. */
export function searchedListView<List extends { readonly pages: number }, Query extends SearchedListQuery>(
  snapshot: SearchedListSnapshot<List, Query>,
) {
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const pages = context.list?.pages ?? 0;
  return {
    loading: snapshot.matches('loading'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    text: context.text,
    searched: context.query.search,
    page: context.query.page,
    pages,
    canGoBack: ready && context.query.page > 1,
    canGoForward: ready && context.query.page < pages,
  };
}
