import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_REVERSED } from '../../../src/domain/studio-orders.ts';
import type { StudioOrdersEvent } from '../../../src/machines/studio/studio-orders.machine.ts';
import type { StudioOrdersView } from '../../../src/machines/studio/studio-orders.view.ts';
import { StudioOrdersPage } from '../../../src/ui/studio/StudioOrdersPage.tsx';

const view: StudioOrdersView = {
  filters: { status: '', paymentStatus: '', from: '', to: '', search: '' },
  statusOptions: [{ value: '', label: 'Every status' }],
  paymentOptions: [{ value: '', label: 'Every payment' }],
  sort: 'date',
  direction: 'desc',
  rows: [],
  loading: false,
  problem: '',
  canRetry: false,
  empty: false,
  summary: '',
  page: 1,
  pages: 0,
  canGoBack: false,
  canGoForward: false,
  exporting: false,
  canExport: true,
};

function show(changes: Partial<StudioOrdersView>) {
  const sent: StudioOrdersEvent[] = [];
  render(
    <MemoryRouter>
      <StudioOrdersPage view={{ ...view, ...changes }} send={(event) => sent.push(event)} />
    </MemoryRouter>,
  );
  return sent;
}

describe('the studio’s order table: loading and its problems', () => {
  it('says it is loading the orders', () => {
    show({ loading: true });
    expect(screen.getByText('Loading orders…')).toHaveRole('status');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why the orders could not load, and Try again reads them again', async () => {
    const sent = show({ problem: "Only the studio's staff can do this", canRetry: true });
    expect(screen.getByRole('alert')).toHaveTextContent("Only the studio's staff can do this Try again");
    expect(screen.queryByText('Loading orders…')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(sent).toEqual([{ type: 'list.retry' }]);
  });

  it('says a backwards date range without offering to try again', () => {
    show({ problem: DATE_RANGE_REVERSED });
    expect(screen.getByRole('alert')).toHaveTextContent(/^The start date must be on or before the end date$/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('tells which orders the page shows in a status that is read out as it changes', () => {
    show({ summary: 'Orders 1–20 of 120' });
    expect(screen.getByRole('status')).toHaveTextContent(/^Orders 1–20 of 120$/);
  });
});
