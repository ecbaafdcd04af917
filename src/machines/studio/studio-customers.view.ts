import type { SnapshotFrom } from 'xstate';
import { formatDate } from '../../domain/dates.ts';
import { formatNaira } from '../../domain/money.ts';
import type { studioCustomersMachine } from './studio-customers.machine.ts';

export function studioCustomersView(snapshot: SnapshotFrom<typeof studioCustomersMachine>) {
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const list = context.list;
  return {
    loading: snapshot.matches('loading') || snapshot.matches('checkingLogin'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    text: context.text,
    searched: context.search,
    empty: ready && (list?.customers.length ?? 0) === 0,
    emptyText: context.search ? 'No customer matches this search.' : 'No customers yet.',
    summary: ready && list ? `${list.total} ${list.total === 1 ? 'customer' : 'customers'}` : '',
    customers: (list?.customers ?? []).map((customer) => ({
      id: customer._id,
      href: `/studio/customers/${encodeURIComponent(customer._id)}`,
      name: customer.name,
      email: customer.email,
      orders: customer.ordersCount,
      spent: formatNaira(customer.totalSpent),
      joined: formatDate(customer.joined),
    })),
    page: context.page,
    pages: list?.pages ?? 0,
    canGoBack: ready && context.page > 1,
    canGoForward: ready && context.page < (list?.pages ?? 0),
  };
}

export type StudioCustomersView = ReturnType<typeof studioCustomersView>;
