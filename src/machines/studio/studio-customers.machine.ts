import { fromPromise } from 'xstate';
import { unprovided } from '../unprovided.ts';
import { searchedListMachine, type SearchedListEvent, type SearchedListQuery, type SearchedListRequest } from './searched-list.machine.ts';
import type { StudioCustomerList } from './studio-types.ts';

export const LOAD_CUSTOMERS_FAILED = 'Failed to load the customers';

export type StudioCustomersEvent = SearchedListEvent<SearchedListQuery>;

/** /studio/customers: the customers, newest first, searched by name or email, a page at a time. */
export const studioCustomersMachine = searchedListMachine({
  id: 'studioCustomers',
  loadList: fromPromise<StudioCustomerList, SearchedListRequest<SearchedListQuery>>(() => unprovided('loadList')),
  firstQuery: { search: '', page: 1 },
  failedText: LOAD_CUSTOMERS_FAILED,
});
