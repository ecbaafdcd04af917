import { fromPromise } from 'xstate';
import { unprovided } from '../unprovided.ts';
import { searchedListMachine, type SearchedListEvent, type SearchedListRequest } from './searched-list.machine.ts';
import type { StudioProductList, StudioProductStatus } from './studio-types.ts';

export const LOAD_PRODUCTS_FAILED = 'Failed to load the products';

export interface StudioProductsQuery {
  readonly search: string;
  readonly status: StudioProductStatus;
  readonly page: number;
}

export type StudioProductsEvent = SearchedListEvent<StudioProductsQuery>;

/** /studio/products: the catalogue, archived products included, searched, filtered and paged on the server. */
export const studioProductsMachine = searchedListMachine({
  id: 'studioProducts',
  loadList: fromPromise<StudioProductList, SearchedListRequest<StudioProductsQuery>>(() => unprovided('loadList')),
  failedText: LOAD_PRODUCTS_FAILED,
  firstQuery: { search: '', status: 'all', page: 1 },
});
