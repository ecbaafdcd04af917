import { formatDate } from '../../domain/dates.ts';
import { formatNaira } from '../../domain/money.ts';
import { searchedListView, type SearchedListSnapshot } from './searched-list.view.ts';
import type { SearchedListQuery } from './searched-list.machine.ts';
import type { StudioCustomerList } from './studio-types.ts';

export function studioCustomersView(snapshot: SearchedListSnapshot<StudioCustomerList, SearchedListQuery>) {
  const { context } = snapshot;
  const list = context.list;
  // The list as read, once it is shown: a page being read keeps the last one meanwhile.
  const shown = snapshot.matches('ready') ? list : null;
  return {
    ...searchedListView(snapshot),
    empty: shown?.customers.length === 0,
    emptyText: context.query.search ? 'No customer matches this search.' : 'No customers yet.',
    summary: shown ? `${shown.total} ${shown.total === 1 ? 'customer' : 'customers'}` : '',
    customers: (list?.customers ?? []).map((customer) => ({
      id: customer._id,
      href: `/studio/customers/${encodeURIComponent(customer._id)}`,
      name: customer.name,
      email: customer.email,
      orders: customer.ordersCount,
      spent: formatNaira(customer.totalSpent),
      joined: formatDate(customer.joined),
    })),
  };
}

export type StudioCustomersView = ReturnType<typeof studioCustomersView>;
