import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from 'react-aria-components';
import { Link } from 'react-router';
import type { StudioOrdersEvent } from '../../machines/studio/studio-orders.machine.ts';
import type { StudioOrdersView } from '../../machines/studio/studio-orders.view.ts';
import { STUDIO_ORDER_SORTS, type StudioOrderSort } from '../../domain/studio-orders.ts';
import * as styles from './Studio.css.ts';

interface Props {
  readonly view: StudioOrdersView;
  readonly send: (event: StudioOrdersEvent) => void;
}

const COLUMNS: readonly { id: StudioOrderSort | 'email' | 'payment'; label: string; sortable: boolean }[] = [
  { id: 'orderNumber', label: 'Order', sortable: true },
  { id: 'date', label: 'Date', sortable: true },
  { id: 'customer', label: 'Customer', sortable: true },
  { id: 'status', label: 'Status', sortable: true },
  { id: 'payment', label: 'Payment', sortable: false },
  { id: 'amount', label: 'Amount', sortable: true },
];

function isSort(value: unknown): value is StudioOrderSort {
  return (STUDIO_ORDER_SORTS as readonly unknown[]).includes(value);
}

/** The studio's order table: filters, search, sortable columns, pages and the CSV export. */
export function StudioOrdersPage({ view, send }: Props) {
  const sortDescriptor: SortDescriptor = { column: view.sort, direction: view.direction === 'asc' ? 'ascending' : 'descending' };
  const onSortChange = (descriptor: SortDescriptor) => {
    if (isSort(descriptor.column))
      send({ type: 'sort.change', sort: descriptor.column, direction: descriptor.direction === 'ascending' ? 'asc' : 'desc' });
  };
  const filter = (field: 'status' | 'paymentStatus' | 'from' | 'to') => (event: { target: { value: string } }) =>
    send({ type: 'filter.change', field, value: event.target.value });
  return (
    <>
      <h1 className={styles.title}>Orders</h1>
      <form className={styles.toolbar} role="search" aria-label="Find orders" onSubmit={(event) => event.preventDefault()}>
        <label className={styles.field}>
          Search
          <input
            className={styles.input}
            type="search"
            value={view.filters.search}
            placeholder="Order number, name or email"
            onChange={(event) => send({ type: 'search.input', text: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          Status
          <select className={styles.input} value={view.filters.status} onChange={filter('status')}>
            {view.statusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Payment
          <select className={styles.input} value={view.filters.paymentStatus} onChange={filter('paymentStatus')}>
            {view.paymentOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          From
          <input className={styles.input} type="date" value={view.filters.from} onChange={filter('from')} />
        </label>
        <label className={styles.field}>
          To
          <input className={styles.input} type="date" value={view.filters.to} onChange={filter('to')} />
        </label>
        <button type="button" className={styles.secondaryButton} onClick={() => send({ type: 'filters.clear' })}>
          Clear filters
        </button>
        <button
          type="button"
          className={styles.button}
          aria-disabled={!view.canExport}
          onClick={() => view.canExport && send({ type: 'orders.export' })}
        >
          {view.exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </form>

      <p role="status" className={styles.muted}>
        {view.loading ? 'Loading orders…' : view.summary}
      </p>
      {view.problem && (
        <p role="alert" className={styles.problem}>
          {view.problem}{' '}
          {view.canRetry && (
            <button type="button" className={styles.secondaryButton} onClick={() => send({ type: 'list.retry' })}>
              Try again
            </button>
          )}
        </p>
      )}

      <div className={styles.tableWrap}>
        <Table aria-label="Orders" className={styles.table} sortDescriptor={sortDescriptor} onSortChange={onSortChange}>
          <TableHeader>
            {COLUMNS.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                isRowHeader={column.id === 'orderNumber'}
                allowsSorting={column.sortable}
                className={column.sortable ? styles.sortable : undefined}
              >
                {({ sortDirection }) => (
                  <>
                    {column.label}
                    {sortDirection && <span aria-hidden="true">{sortDirection === 'ascending' ? ' ▲' : ' ▼'}</span>}
                  </>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody items={view.rows} renderEmptyState={() => (view.loading ? 'Loading…' : 'No orders match these filters.')}>
            {(row) => (
              <Row id={row.orderNumber}>
                <Cell>
                  <Link className={styles.link} to={row.href}>
                    {row.orderNumber}
                  </Link>
                </Cell>
                <Cell>{row.date}</Cell>
                <Cell>
                  {row.customerName}
                  <br />
                  <span className={styles.muted}>{row.customerEmail}</span>
                </Cell>
                <Cell>{row.status}</Cell>
                <Cell>{row.payment}</Cell>
                <Cell>{row.amount}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </div>

      {view.pages > 1 && (
        <nav className={styles.pager} aria-label="Pages">
          <button
            type="button"
            className={styles.secondaryButton}
            aria-disabled={!view.canGoBack}
            onClick={() => view.canGoBack && send({ type: 'page.go', page: view.page - 1 })}
          >
            Previous page
          </button>
          <span>
            Page {view.page} of {view.pages}
          </span>
          <button
            type="button"
            className={styles.secondaryButton}
            aria-disabled={!view.canGoForward}
            onClick={() => view.canGoForward && send({ type: 'page.go', page: view.page + 1 })}
          >
            Next page
          </button>
        </nav>
      )}
    </>
  );
}
