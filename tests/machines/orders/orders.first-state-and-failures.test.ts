import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { LOAD_ORDER_FAILED, ORDER_NOT_FOUND, orderLoadFailure } from '../../../src/machines/orders/order-load-failure.ts';
import {
  ordersMachine,
  type DigitalProductGrant,
  type Order,
  type OrderDetail,
  type OrderList,
  type OrderListQuery,
} from '../../../src/machines/orders/orders.machine.ts';
import { ordersView } from '../../../src/machines/orders/orders.view.ts';
import { deliveredOrder, guideGrant, listOf, sessionWithToken } from './fixtures.ts';

const readAt = new Date('2025-03-20T10:00:00.000Z');

type Fakes = { loadOrders?: () => Promise<OrderList>; exportOrders?: () => Promise<number> };

/** The machine with an order (and its grants) as the detail; the list and the export as given, else answered at once. */
function start(order: Order, grants: readonly DigitalProductGrant[] = [], fakes: Fakes = {}) {
  const machine = ordersMachine.provide({
    actors: {
      loadOrders: fromPromise<OrderList, OrderListQuery>(fakes.loadOrders ?? (async () => listOf([order]))),
      loadDetail: fromPromise<OrderDetail, { orderId: string }>(async () => ({ order, grants, readAt })),
      cancelOrder: fromPromise<Order, { orderId: string; reason: string }>(() => new Promise<Order>(() => {})),
      exportOrders: fromPromise<number, { orderIds: readonly string[] }>(fakes.exportOrders ?? (async () => 1)),
      downloadGrant: fromPromise<undefined, { grantId: string }>(() => new Promise<undefined>(() => {})),
    },
  });
  return createActor(machine, { input: { session: sessionWithToken('token-1') } }).start();
}

const detailReady = (s: SnapshotFrom<typeof ordersMachine>) => s.matches({ active: { detail: { ready: 'idle' } } });

async function detailOf(order: Order, grants: readonly DigitalProductGrant[] = []) {
  const actor = start(order, grants);
  actor.send({ type: 'order.select', orderId: order._id });
  await waitFor(actor, detailReady);
  const view = ordersView(actor.getSnapshot());
  if (typeof view.detail === 'string') throw new Error(`detail is ${view.detail}`);
  return { actor, view, detail: view.detail };
}

describe('orderLoadFailure', () => {
  it("a NotFound error is 'Order not found'", () => {
    expect(orderLoadFailure({ _tag: 'NotFound', message: 'Order not found' })).toBe(ORDER_NOT_FOUND);
    expect(ORDER_NOT_FOUND).toBe('Order not found');
  });

  it("anything else, including no error object at all, is 'Failed to load order details'", () => {
    for (const error of [undefined, null, 'NotFound', 404, {}, { _tag: 'Rejected' }, new Error('NotFound')]) {
      expect(orderLoadFailure(error)).toBe(LOAD_ORDER_FAILED);
    }
    expect(LOAD_ORDER_FAILED).toBe('Failed to load order details');
  });
});

describe('ordersMachine, its first state', () => {
  it('starts on page 1 of all orders with nothing selected, ticked or typed', () => {
    const actor = start(deliveredOrder, [], { loadOrders: () => new Promise<OrderList>(() => {}) });
    const { session, ...context } = actor.getSnapshot().context;
    expect(session).not.toBeNull();
    expect(context).toEqual({
      status: 'all',
      page: 1,
      orders: [],
      pagination: null,
      selectedId: null,
      detail: null,
      detailError: '',
      checked: [],
      cancelReason: '',
      cancelOther: '',
      cancelError: null,
      cancelWanted: false,
      downloadingId: null,
    });
    expect(ordersView(actor.getSnapshot())).toMatchObject({
      list: 'loading',
      detailError: '',
      exportLabel: 'Export CSV (0)',
      exporting: false,
    });
  });
});

describe('ordersView, list and export states', () => {
  it("a failed list is 'failed'", async () => {
    const actor = start(deliveredOrder, [], { loadOrders: () => Promise.reject(new Error('offline')) });
    await waitFor(actor, (s) => s.matches({ active: { list: 'failed' } }));
    expect(ordersView(actor.getSnapshot())).toMatchObject({ list: 'failed', rows: [] });
  });

  it("while the export runs the button says 'Exporting...', and after it 'Export CSV (n)' again", async () => {
    let finish: (count: number) => void = () => {};
    const actor = start(deliveredOrder, [], { exportOrders: () => new Promise<number>((resolve) => (finish = resolve)) });
    actor.send({ type: 'order.check', orderId: 'o1' });
    actor.send({ type: 'orders.export' });
    expect(ordersView(actor.getSnapshot())).toMatchObject({ exporting: true, exportLabel: 'Exporting...', checkedCount: 1 });
    finish(1);
    await waitFor(actor, (s) => s.matches({ active: { exporting: 'idle' } }));
    expect(ordersView(actor.getSnapshot())).toMatchObject({ exporting: false, exportLabel: 'Export CSV (1)' });
  });
});

describe('ordersView, detail edges', () => {
  it('no cancel dialog while the detail is only shown', async () => {
    const { view } = await detailOf(deliveredOrder);
    expect(view.cancel).toBeNull();
  });

  it('an order without a discount has exactly subtotal, shipping and tax', async () => {
    const { detail } = await detailOf(deliveredOrder);
    expect(detail.totals).toEqual([
      { label: 'Subtotal', value: '₦30,000' },
      { label: 'Shipping', value: '₦5,000' },
      { label: 'Tax', value: '₦0' },
    ]);
  });

  it("attributes read 'Color: Black, Size: M', leaving out empty values; none is ''", async () => {
    const [first, second] = deliveredOrder.items;
    if (!first || !second) throw new Error('the fixture has two items');
    const order = {
      ...deliveredOrder,
      items: [
        { ...first, selectedAttributes: { color: 'Black', finish: '', size: 'M' } },
        { ...second, selectedAttributes: null },
      ],
    } as unknown as Order;
    const { detail } = await detailOf(order);
    expect(detail.items.map((item) => item.attributes)).toEqual(['Color: Black, Size: M', '']);
  });

  it('file sizes: 1023 B, exactly 1 KB, 1 MB', async () => {
    const grants = [1023, 1024, 1024 * 1024].map((fileSize, index) => ({ ...guideGrant, _id: `g${index}`, fileSize }));
    const { detail } = await detailOf(deliveredOrder, grants);
    expect(detail.items[1]?.grants.map((grant) => grant.file)).toEqual(['PDF, 1023 B', 'PDF, 1 KB', 'PDF, 1.0 MB']);
  });
});
