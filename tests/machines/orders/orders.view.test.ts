import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { formatDateTime } from '../../../src/domain/dates.ts';
import { DOWNLOAD_SPENT } from '../../../src/domain/order-eligibility.ts';
import { ordersMachine, type DigitalProductGrant, type Order, type OrderDetail } from '../../../src/machines/orders/orders.machine.ts';
import { ordersView } from '../../../src/machines/orders/orders.view.ts';
import { deliveredOrder, guideGrant, listOf, pendingOrder, sessionWithToken } from './fixtures.ts';

const readAt = new Date('2025-03-20T10:00:00.000Z');

function start(order: Order, grants: readonly DigitalProductGrant[] = [], pages = listOf([deliveredOrder, pendingOrder], 2, 3)) {
  const machine = ordersMachine.provide({
    actors: {
      loadOrders: fromPromise(async () => pages),
      loadDetail: fromPromise(async (): Promise<OrderDetail> => ({ order, grants, readAt })),
      cancelOrder: fromPromise(() => new Promise<Order>(() => {})),
      exportOrders: fromPromise(() => new Promise<number>(() => {})),
      downloadGrant: fromPromise(() => new Promise<undefined>(() => {})),
    },
  });
  return createActor(machine, { input: { session: sessionWithToken('token-1') } }).start();
}

const listReady = (s: SnapshotFrom<typeof ordersMachine>) => s.matches({ active: { list: 'ready' } });
const detailReady = (s: SnapshotFrom<typeof ordersMachine>) => s.matches({ active: { detail: { ready: 'idle' } } });

describe('ordersView, the list', () => {
  it('rows, pages, checks and the export label', async () => {
    const actor = start(deliveredOrder);
    await waitFor(actor, listReady);
    actor.send({ type: 'order.check', orderId: 'o2' });
    const view = ordersView(actor.getSnapshot());
    expect(view).toMatchObject({
      leaving: false,
      list: 'ready',
      page: 1,
      totalPages: 3,
      hasPrev: true,
      hasNext: true,
      checkedCount: 1,
      exporting: false,
      exportLabel: 'Export CSV (1)',
    });
    expect(view.emptyText).toBe('You have no orders yet.');
    expect(view.rows).toEqual([
      {
        id: 'o1',
        orderNumber: 'ORD-20250314-0001',
        date: formatDateTime(deliveredOrder.date),
        amount: '₦35,000',
        status: 'Delivered',
        color: view.rows[0]?.color,
        checked: false,
        selected: false,
        payLink: null,
        canCancel: false,
        pickupNote: '',
      },
      {
        id: 'o2',
        orderNumber: 'ORD-20250320-0002',
        date: formatDateTime(pendingOrder.date),
        amount: '₦35,000',
        status: 'Pending',
        color: view.rows[1]?.color,
        checked: true,
        selected: false,
        payLink: '/payment?order=o2',
        canCancel: true,
        pickupNote: '',
      },
    ]);
    expect(view.rows[0]?.color).not.toBe(view.rows[1]?.color);
    expect(view.filters.filter((filter) => filter.selected).map((filter) => filter.value)).toEqual(['all']);
    actor.send({ type: 'filter.change', status: 'delivered' });
    expect(ordersView(actor.getSnapshot()).emptyText).toBe('No delivered orders.');
    expect(
      ordersView(actor.getSnapshot())
        .filters.filter((filter) => filter.selected)
        .map((filter) => filter.value),
    ).toEqual(['delivered']);
    // A paid order is confirmed until the studio moves it on: it has a filter of its own.
    actor.send({ type: 'filter.change', status: 'confirmed' });
    expect(ordersView(actor.getSnapshot()).emptyText).toBe('No confirmed orders.');
    expect(ordersView(actor.getSnapshot()).filters.map((filter) => filter.label)).toEqual([
      'All',
      'Pending',
      'Confirmed',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Returned',
      'Refunded',
    ]);
  });

  it('before the first page: loading, no pages', () => {
    const actor = start(deliveredOrder);
    expect(ordersView(actor.getSnapshot())).toMatchObject({
      list: 'loading',
      totalPages: 0,
      hasPrev: false,
      hasNext: false,
      detail: 'none',
      cancel: null,
    });
  });
});

describe('ordersView, Pay now and Cancel', () => {
  const declined = { ...pendingOrder, _id: 'o3', paymentStatus: 'failed' } as Order;
  const confirmed = { ...pendingOrder, _id: 'o4', status: 'confirmed', paymentStatus: 'paid' } as Order;
  const cancelled = { ...pendingOrder, _id: 'o5', status: 'cancelled', paymentStatus: 'failed' } as Order;

  it('Pay now on every order that can still be paid (pending, or declined), Cancel where the rule allows', async () => {
    const actor = start(declined, [], listOf([pendingOrder, declined, confirmed, cancelled, deliveredOrder]));
    await waitFor(actor, listReady);
    expect(ordersView(actor.getSnapshot()).rows.map(({ id, payLink, canCancel }) => ({ id, payLink, canCancel }))).toEqual([
      { id: 'o2', payLink: '/payment?order=o2', canCancel: true },
      { id: 'o3', payLink: '/payment?order=o3', canCancel: true },
      { id: 'o4', payLink: null, canCancel: true },
      { id: 'o5', payLink: null, canCancel: false },
      { id: 'o1', payLink: null, canCancel: false },
    ]);
  });

  it('an order to be paid at the studio is confirmed, with no Pay now, and says until when it is held', async () => {
    const held = {
      ...pendingOrder,
      _id: 'o6',
      status: 'confirmed',
      paymentStatus: 'pending',
      paymentMethod: 'pay_at_pickup',
      paymentReference: null,
      shippingMethod: 'pickup',
      pickupHoldUntil: '2026-11-29T09:30:00.000Z',
    } as Order;
    const actor = start(held, [], listOf([held]));
    await waitFor(actor, listReady);
    expect(ordersView(actor.getSnapshot()).rows[0]).toMatchObject({
      status: 'Confirmed',
      payLink: null,
      canCancel: true,
      pickupNote: 'Pay at the studio by 29 November 2026 at 10:30 am',
    });
    actor.send({ type: 'order.select', orderId: 'o6' });
    await waitFor(actor, (s) => typeof ordersView(s).detail === 'object');
    expect(ordersView(actor.getSnapshot()).detail).toMatchObject({
      status: 'Confirmed',
      payLink: null,
      payment: { method: 'At the studio (cash, card or POS)', status: 'Pending', reference: '' },
      pickupNote:
        'Confirmed, to be paid at the studio (cash, card or POS) when you collect it. We hold it for you until 29 November 2026 at 10:30 am.',
    });
  });

  it("the order's receipt offers Pay now while it can still be paid, and not once paid", async () => {
    for (const [order, payLink] of [
      [declined, '/payment?order=o3'],
      [confirmed, null],
    ] as const) {
      const actor = start(order);
      actor.send({ type: 'order.select', orderId: order._id });
      await waitFor(actor, detailReady);
      expect(ordersView(actor.getSnapshot()).detail).toMatchObject({ payLink });
    }
  });
});

describe('ordersView, the detail', () => {
  it('an order with its items, downloads, history, address, payment and totals, word for word', async () => {
    const discounted: Order = {
      ...deliveredOrder,
      discount: { code: 'SAVE10', appliedAmount: 3000 },
      notes: ' Please call before delivery. ',
    } as Order;
    const actor = start(discounted, [guideGrant, { ...guideGrant, _id: 'g2', productId: 'p9' }]);
    actor.send({ type: 'order.select', orderId: 'o1' });
    expect(ordersView(actor.getSnapshot()).detail).toBe('loading');
    await waitFor(actor, detailReady);
    const view = ordersView(actor.getSnapshot());
    expect(view.rows.find((row) => row.id === 'o1')?.selected).toBe(true);
    const detail = view.detail;
    if (typeof detail === 'string') throw new Error(`detail is ${detail}`);
    expect(detail).toMatchObject({
      id: 'o1',
      orderNumber: 'ORD-20250314-0001',
      date: formatDateTime(deliveredOrder.date),
      status: 'Delivered',
      address: ['Ada Obi', '12 Allen Avenue', 'Ikeja, Lagos 100271', '08031234567'],
      shippingMethod: 'Standard Delivery',
      notes: 'Please call before delivery.',
      payment: { method: 'Online (Paystack)', status: 'Paid', reference: 'ref-1' },
      pickupNote: '',
      totals: [
        { label: 'Subtotal', value: '₦30,000' },
        { label: 'Shipping', value: '₦5,000' },
        { label: 'Tax', value: '₦0' },
        { label: 'Discount (SAVE10)', value: '-₦3,000' },
      ],
      total: '₦35,000',
      estimatedDelivery: '19 March 2025',
      reviewLink: '/orders/o1/review',
    });
    expect(detail.history).toEqual([
      {
        key: 'pending-0',
        status: 'Pending',
        color: detail.history[0]?.color,
        when: formatDateTime('2025-03-14T09:30:00.000Z'),
        note: 'Order placed',
      },
      {
        key: 'delivered-1',
        status: 'Delivered',
        color: detail.history[1]?.color,
        when: formatDateTime('2025-03-18T14:05:00.000Z'),
        note: '',
      },
    ]);
    expect(detail.items.map(({ grants, ...item }) => ({ ...item, grants: grants.length }))).toEqual([
      {
        key: 'p1--0',
        title: 'Reflector',
        image: '/r.jpg',
        quantity: 2,
        price: '₦10,000',
        lineTotal: '₦20,000',
        attributes: 'Color: Silver',
        itemStatus: 'Delivered',
        grants: 0,
      },
      {
        key: 'p2--1',
        title: 'Wedding Guide',
        image: null,
        quantity: 1,
        price: '₦10,000',
        lineTotal: '₦10,000',
        attributes: '',
        itemStatus: 'Delivered',
        grants: 1,
      },
    ]);
    expect(detail.items[1]?.grants).toEqual([
      {
        id: 'g1',
        name: 'Wedding Guide',
        file: 'PDF, 2.4 MB',
        left: '2 of 3 downloads left',
        expiry: `Expires ${formatDateTime('2025-04-14T09:30:00.000Z')}`,
        blocked: null,
        downloading: false,
        downloadDisabled: false,
      },
    ]);
  });

  it('a download in flight, an unlimited grant without expiry, small files, a used-up grant', async () => {
    const grants: DigitalProductGrant[] = [
      { ...guideGrant, _id: 'g1', fileSize: 2048, downloadLimit: null, expiryDate: null } as unknown as DigitalProductGrant,
      { ...guideGrant, _id: 'g2', fileFormat: 'zip', fileSize: 512, downloadsUsed: 3 },
      { ...guideGrant, _id: 'g3', fileSize: 1024 * 1024 },
      { ...guideGrant, _id: 'g4', expiryDate: '2025-03-19T08:00:00.000Z' },
    ];
    const actor = start(deliveredOrder, grants);
    actor.send({ type: 'order.select', orderId: 'o1' });
    await waitFor(actor, detailReady);
    actor.send({ type: 'grant.download', grantId: 'g1' });
    const detail = ordersView(actor.getSnapshot()).detail;
    if (typeof detail === 'string') throw new Error(`detail is ${detail}`);
    expect(
      detail.items[1]?.grants.map(({ id, file, left, expiry, blocked, downloading, downloadDisabled }) => ({
        id,
        file,
        left,
        expiry,
        blocked,
        downloading,
        downloadDisabled,
      })),
    ).toEqual([
      {
        id: 'g1',
        file: 'PDF, 2 KB',
        left: 'Unlimited downloads',
        expiry: 'Never expires',
        blocked: null,
        downloading: true,
        downloadDisabled: true,
      },
      {
        id: 'g2',
        file: 'ZIP, 512 B',
        left: '0 of 3 downloads left',
        expiry: expect.stringMatching(/^Expires /),
        blocked: 'Download limit reached',
        downloading: false,
        downloadDisabled: true,
      },
      {
        id: 'g3',
        file: 'PDF, 1.0 MB',
        left: '2 of 3 downloads left',
        expiry: expect.stringMatching(/^Expires /),
        blocked: null,
        downloading: false,
        downloadDisabled: true,
      },
      {
        id: 'g4',
        file: 'PDF, 2.4 MB',
        left: '2 of 3 downloads left',
        expiry: 'Expired 19 March 2025 at 9:00 am',
        blocked: 'Download expired',
        downloading: false,
        downloadDisabled: true,
      },
    ]);
  });

  it('keeps every download button disabled while the detail is read again after a download, then enables the usable ones', async () => {
    const grants: DigitalProductGrant[] = [
      { ...guideGrant, _id: 'g1' },
      { ...guideGrant, _id: 'g2', fileFormat: 'zip' },
    ];
    let rereadDone: (detail: OrderDetail) => void = () => {};
    let reads = 0;
    const machine = ordersMachine.provide({
      actors: {
        loadOrders: fromPromise(async () => listOf([deliveredOrder, pendingOrder], 2, 3)),
        loadDetail: fromPromise(() => {
          reads += 1;
          if (reads === 1) return Promise.resolve({ order: deliveredOrder, grants, readAt });
          return new Promise<OrderDetail>((resolve) => (rereadDone = resolve));
        }),
        downloadGrant: fromPromise(async () => undefined),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('token-1') } }).start();
    const disabled = () => {
      const detail = ordersView(actor.getSnapshot()).detail;
      if (typeof detail === 'string') throw new Error(`detail is ${detail}`);
      return detail.items[1]?.grants.map((grant) => [grant.id, grant.downloading, grant.downloadDisabled]);
    };
    actor.send({ type: 'order.select', orderId: 'o1' });
    await waitFor(actor, detailReady);
    expect(disabled()).toEqual([
      ['g1', false, false],
      ['g2', false, false],
    ]);
    actor.send({ type: 'grant.download', grantId: 'g1' });
    await waitFor(actor, () => reads === 2);
    expect(actor.getSnapshot().matches({ active: { detail: 'loading' } })).toBe(true);
    expect(disabled()).toEqual([
      ['g1', false, true],
      ['g2', false, true],
    ]);
    rereadDone({ order: deliveredOrder, grants, readAt });
    await waitFor(actor, detailReady);
    expect(disabled()).toEqual([
      ['g1', false, false],
      ['g2', false, false],
    ]);
  });

  it('a confirmed order whose download was spent offers no cancel, and says why with the contact page', async () => {
    const actor = start({ ...pendingOrder, status: 'confirmed', paymentStatus: 'paid', downloadsUsed: 1 });
    actor.send({ type: 'order.select', orderId: 'o2' });
    await waitFor(actor, detailReady);
    const detail = ordersView(actor.getSnapshot()).detail;
    if (typeof detail === 'string') throw new Error(`detail is ${detail}`);
    expect(detail).toMatchObject({ canCancel: false, cancelBlocked: { reason: DOWNLOAD_SPENT, contactHref: '/contact' } });
  });

  it('an order past cancelling for another reason says nothing about downloads', async () => {
    const actor = start({ ...pendingOrder, status: 'shipped', paymentStatus: 'paid', downloadsUsed: 2 });
    actor.send({ type: 'order.select', orderId: 'o2' });
    await waitFor(actor, detailReady);
    const detail = ordersView(actor.getSnapshot()).detail;
    if (typeof detail === 'string') throw new Error(`detail is ${detail}`);
    expect(detail).toMatchObject({ canCancel: false, cancelBlocked: null });
  });

  it('the cancel dialog of a pending order: reasons, Other needs a text, and the label while it is sent', async () => {
    const actor = start(pendingOrder);
    actor.send({ type: 'order.select', orderId: 'o2' });
    await waitFor(actor, detailReady);
    const detail = ordersView(actor.getSnapshot()).detail;
    if (typeof detail === 'string') throw new Error(`detail is ${detail}`);
    expect(detail).toMatchObject({ canCancel: true, cancelBlocked: null, estimatedDelivery: '19 March 2025' });
    actor.send({ type: 'cancel.open' });
    const open = ordersView(actor.getSnapshot()).cancel;
    expect(open).toMatchObject({ other: '', otherNeeded: false, error: null, sending: false, confirmLabel: 'Cancel Order' });
    expect(open?.reasons.length).toBeGreaterThan(1);
    actor.send({ type: 'cancel.reason', reason: 'Other' });
    actor.send({ type: 'cancel.other', text: 'Bought elsewhere' });
    expect(ordersView(actor.getSnapshot()).cancel).toMatchObject({ reason: 'Other', other: 'Bought elsewhere', otherNeeded: true });
    actor.send({ type: 'cancel.confirm' });
    expect(ordersView(actor.getSnapshot()).cancel).toMatchObject({ sending: true, confirmLabel: 'Cancelling...' });
  });

  it('an order without estimate, reference or zip code leaves those out', async () => {
    const bare = {
      ...deliveredOrder,
      shippingMethod: 'pickup',
      estimatedDeliveryDate: null,
      paymentReference: null,
      shippingAddress: { ...deliveredOrder.shippingAddress, zipCode: '', email: 'ada@example.com' },
    } as unknown as Order;
    const actor = start(bare);
    actor.send({ type: 'order.select', orderId: 'o1' });
    await waitFor(actor, detailReady);
    const detail = ordersView(actor.getSnapshot()).detail;
    if (typeof detail === 'string') throw new Error(`detail is ${detail}`);
    expect(detail).toMatchObject({
      estimatedDelivery: '',
      shippingMethod: 'Store Pickup',
      notes: '',
      payment: { reference: '' },
      address: ['Ada Obi', '12 Allen Avenue', 'Ikeja, Lagos', '08031234567', 'ada@example.com'],
    });
  });

  it('an order of digital products alone shows no address and says it needs no delivery', async () => {
    const digital = {
      ...deliveredOrder,
      shippingMethod: null,
      shippingAddress: null,
      billingAddress: null,
      estimatedDeliveryDate: null,
      shipping: { cost: 0 },
    } as unknown as Order;
    const actor = start(digital);
    actor.send({ type: 'order.select', orderId: 'o1' });
    await waitFor(actor, detailReady);
    const detail = ordersView(actor.getSnapshot()).detail;
    if (typeof detail === 'string') throw new Error(`detail is ${detail}`);
    expect(detail).toMatchObject({
      address: [],
      noDeliveryNote: 'No delivery needed: your downloads are in My Orders once the payment is received.',
      shippingMethod: 'Digital download (no delivery)',
      estimatedDelivery: '',
    });
    expect(detail.totals).toContainEqual({ label: 'Shipping', value: '₦0' });
  });

  it('shows the landmark under the street, and a Nigerian phone grouped', async () => {
    const actor = start({
      ...deliveredOrder,
      shippingAddress: { ...deliveredOrder.shippingAddress, landmark: 'Opposite Bodija market', phone: '+2348031234567' },
    } as unknown as Order);
    actor.send({ type: 'order.select', orderId: 'o1' });
    await waitFor(actor, detailReady);
    const detail = ordersView(actor.getSnapshot()).detail;
    if (typeof detail === 'string') throw new Error(`detail is ${detail}`);
    expect(detail.address).toEqual(['Ada Obi', '12 Allen Avenue', 'Opposite Bodija market', 'Ikeja, Lagos 100271', '+234 803 123 4567']);
  });

  it('an order with delivery has no no-delivery note', async () => {
    const actor = start(deliveredOrder);
    actor.send({ type: 'order.select', orderId: 'o1' });
    await waitFor(actor, detailReady);
    const detail = ordersView(actor.getSnapshot()).detail;
    if (typeof detail === 'string') throw new Error(`detail is ${detail}`);
    expect(detail.noDeliveryNote).toBe('');
  });
});
