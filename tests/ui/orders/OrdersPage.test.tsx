import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { DOWNLOAD_SPENT } from '../../../src/domain/order-eligibility.ts';
import { describe, expect, it } from 'vitest';
import type { OrdersEvent } from '../../../src/machines/orders/orders.machine.ts';
import type { OrderDetailView, OrdersView } from '../../../src/machines/orders/orders.view.ts';
import { OrdersPage } from '../../../src/ui/orders/OrdersPage.tsx';
import { axeViolations } from '../shop/support.tsx';

const detail: OrderDetailView = {
  id: 'o1',
  orderNumber: 'OJ-2026-000001',
  date: '2 November 2026 at 11:00 am',
  status: 'Pending',
  color: 'amber',
  items: [
    {
      key: 'p1',
      title: 'Reflector',
      image: null,
      quantity: 2,
      price: '₦10,000',
      lineTotal: '₦20,000',
      attributes: 'Color: Gold',
      itemStatus: 'Pending',
      grants: [],
    },
    {
      key: 'p2',
      title: 'Wedding Guide',
      image: null,
      quantity: 1,
      price: '₦5,000',
      lineTotal: '₦5,000',
      attributes: '',
      itemStatus: 'Pending',
      grants: [
        {
          id: 'g1',
          name: 'Wedding Guide',
          file: 'PDF, 2.4 MB',
          left: '2 of 5 downloads left',
          expiry: 'Never expires',
          blocked: null,
          downloading: false,
          downloadDisabled: false,
        },
        {
          id: 'g2',
          name: 'Bonus',
          file: 'PDF, 1 KB',
          left: '0 of 5 downloads left',
          expiry: 'Never expires',
          blocked: 'Download limit reached',
          downloading: false,
          downloadDisabled: true,
        },
      ],
    },
  ],
  history: [{ key: 'pending-0', status: 'Pending', color: 'amber', when: '2 November 2026 at 11:00 am', note: 'Order placed' }],
  address: ['Ada Obi', '12 Allen Avenue', 'Ikeja, Lagos 100271'],
  noDeliveryNote: '',
  shippingMethod: 'Premium Delivery',
  notes: 'Please call before delivery.',
  payment: { method: 'Online (Paystack)', status: 'Pending', reference: '' },
  totals: [{ label: 'Subtotal', value: '₦25,000' }],
  total: '₦27,000',
  estimatedDelivery: '9 November 2026',
  canCancel: true,
  cancelBlocked: null,
  payLink: '/payment?order=o1',
  reviewLink: '/orders/o1/review',
  pickupNote: '',
};

const ready: OrdersView = {
  leaving: false,
  filters: [
    { value: 'all', label: 'All', selected: true },
    { value: 'pending', label: 'Pending', selected: false },
  ],
  list: 'ready',
  rows: [
    {
      id: 'o1',
      orderNumber: 'OJ-2026-000001',
      date: '2 November 2026',
      amount: '₦27,000',
      status: 'Pending',
      color: 'amber',
      checked: false,
      selected: true,
      payLink: '/payment?order=o1',
      canCancel: true,
      pickupNote: '',
    },
  ],
  emptyText: 'You have no orders yet.',
  page: 1,
  totalPages: 2,
  hasPrev: false,
  hasNext: true,
  checkedCount: 0,
  exporting: false,
  exportLabel: 'Export CSV (0)',
  detail,
  detailError: '',
  cancel: null,
};

function show(view: OrdersView) {
  const sent: OrdersEvent[] = [];
  let printed = 0;
  const result = render(
    <MemoryRouter>
      <OrdersPage view={view} send={(event) => sent.push(event)} onPrint={() => (printed += 1)} />
    </MemoryRouter>,
  );
  return { ...result, sent, printed: () => printed };
}

describe('OrdersPage', () => {
  it('in place of Cancel order, says a spent download keeps the order and links to the contact page', async () => {
    show({ ...ready, detail: { ...detail, canCancel: false, cancelBlocked: { reason: DOWNLOAD_SPENT, contactHref: '/contact' } } });
    // The receipt's code loads when an order is first shown.
    const notice = await screen.findByText(/a download has already been used/);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(notice).toHaveTextContent(`${DOWNLOAD_SPENT} Please contact us to ask about a refund.`);
    expect(within(notice).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });

  it('sends what the shopper does: filter, tick, select, page, export, cancel, download, print', async () => {
    const user = userEvent.setup();
    const { sent, printed } = show(ready);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await user.click(screen.getByRole('checkbox', { name: 'Select order OJ-2026-000001 for export' }));
    await user.click(within(screen.getByRole('list', { name: 'Orders' })).getByRole('button', { name: /^Order OJ-2026-000001/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV (0)' }));
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Download Wedding Guide' }));
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(sent).toEqual([
      { type: 'filter.change', status: 'pending' },
      { type: 'order.check', orderId: 'o1' },
      { type: 'order.select', orderId: 'o1' },
      { type: 'page.go', page: 2 },
      { type: 'orders.export' },
      { type: 'cancel.open' },
      { type: 'grant.download', grantId: 'g1' },
    ]);
    expect(printed()).toBe(1);
  });

  it('Pay now is a link to pay the same order, in its row and on its receipt; the row’s Cancel asks to cancel that order', async () => {
    const [first] = ready.rows;
    if (!first) throw new Error('the fixture has a row');
    const other = {
      ...first,
      id: 'o2',
      orderNumber: 'OJ-2026-000002',
      selected: false,
      payLink: null,
      canCancel: false,
      status: 'Delivered',
      color: 'green' as const,
    };
    const { sent, container } = show({ ...ready, rows: [...ready.rows, other] });
    const list = screen.getByRole('list', { name: 'Orders' });
    expect(within(list).getByRole('link', { name: 'Pay now for order OJ-2026-000001' })).toHaveAttribute('href', '/payment?order=o1');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(within(list).queryByRole('button', { name: 'Cancel order OJ-2026-000002' })).toBeNull();
    const receipt = screen.getByRole('article', { name: 'Order OJ-2026-000001' });
    expect(within(receipt).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/payment?order=o1');
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Cancel order OJ-2026-000001' }));
    expect(sent).toEqual([{ type: 'order.cancel', orderId: 'o1' }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the receipt of digital products alone says no delivery is needed instead of an address', () => {
    const note = 'No delivery needed: your downloads are in My Orders once the payment is received.';
    show({ ...ready, detail: { ...detail, address: [], noDeliveryNote: note, shippingMethod: 'Digital download (no delivery)' } });
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText(note)).toBeTruthy();
    expect(within(delivery).getByText('Shipping method: Digital download (no delivery)')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Delivery address' })).toBeNull();
  });

  it('no Pay now on a receipt whose order can no longer be paid', () => {
    show({ ...ready, detail: { ...detail, payLink: null, canCancel: false } });
    const receipt = screen.getByRole('article', { name: 'Order OJ-2026-000001' });
    expect(within(receipt).queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(within(receipt).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('a used-up grant shows why instead of a button; the receipt shows history, address, totals', async () => {
    show(ready);
    expect(screen.getByText('Download limit reached')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download Bonus' })).toBeNull();
    expect(screen.getByText('Order placed')).toBeTruthy();
    expect(screen.getByText('12 Allen Avenue')).toBeTruthy();
    expect(screen.getByText('Shipping method: Premium Delivery')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Order notes' })).getByText('Please call before delivery.')).toBeTruthy();
    expect(screen.getByText('₦27,000', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Need help? Contact us' }).getAttribute('href')).toBe('/contact');
    // The review link is offered for the selected order whatever its status; the review page judges eligibility.
    expect(screen.getByRole('link', { name: 'Review items' }).getAttribute('href')).toBe('/orders/o1/review');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("a selected order's receipt takes the focus on its heading (below the list on small screens), once per order", () => {
    const { rerender } = show(ready);
    const heading = screen.getByRole('heading', { level: 2, name: 'Order OJ-2026-000001' });
    expect(heading).toHaveFocus();
    expect(heading.getAttribute('tabindex')).toBe('-1');
    // A reload of the same order (after a cancel or a download) leaves the focus where it is.
    screen.getByRole('button', { name: 'Print receipt' }).focus();
    rerender(
      <MemoryRouter>
        <OrdersPage view={{ ...ready, detail: { ...detail, status: 'Cancelled' } }} send={() => {}} onPrint={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Print receipt' })).toHaveFocus();
  });

  it('a detail that failed says why: "Order not found" or "Failed to load order details"', () => {
    const missing = show({ ...ready, detail: 'failed', detailError: 'Order not found' });
    expect(screen.getByRole('alert').textContent).toBe('Order not found');
    missing.unmount();
    show({ ...ready, detail: 'failed', detailError: 'Failed to load order details' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load order details');
  });

  it('loading, failure with retry, empty, and leaving for the login', async () => {
    const user = userEvent.setup();
    const { sent, unmount } = show({ ...ready, list: 'failed', detail: 'none' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(sent).toEqual([{ type: 'list.retry' }]);
    expect(screen.getByText('Select an order to see its details.')).toBeTruthy();
    unmount();
    const empty = show({ ...ready, rows: [], detail: 'loading' });
    expect(screen.getByText('You have no orders yet.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading order...');
    empty.unmount();
    show({ ...ready, leaving: true });
    expect(screen.getByRole('status').textContent).toBe('Redirecting to login...');
  });
});
