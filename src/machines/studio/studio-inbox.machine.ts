import { fromPromise } from 'xstate';
import { unprovided } from '../unprovided.ts';
import { searchedListMachine, type SearchedListEvent, type SearchedListQuery, type SearchedListRequest } from './searched-list.machine.ts';
import type { StudioInboxList } from './studio-types.ts';

export const LOAD_INBOX_FAILED = 'Failed to load the inbox';

export type StudioInboxEvent = SearchedListEvent<SearchedListQuery>;

/** /studio/inbox: the contact messages, newest first, searched by name, email, subject or reference, a page at a time. */
export const studioInboxMachine = searchedListMachine({
  id: 'studioInbox',
  loadList: fromPromise<StudioInboxList, SearchedListRequest<SearchedListQuery>>(() => unprovided('loadList')),
  firstQuery: { search: '', page: 1 },
  failedText: LOAD_INBOX_FAILED,
});
