import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import {
  DOWNLOAD_FAILED,
  EXPORT_FAILED,
  LOAD_ORDERS_FAILED,
  ORDER_CANCELLED,
  ORDERS_EXPORTED,
  ordersMachine,
  SELECT_ORDERS_TO_EXPORT,
  type OrderDetail,
  type OrderListQuery,
} from '../../../src/machines/orders/orders.machine.ts';
import { ordersView } from '../../../src/machines/orders/orders.view.ts';
import { deliveredOrder, guideGrant, listOf, pendingOrder, sessionWithToken } from './fixtures.ts';

const readAt = new Date('2025-03-20T10:00:00.000Z');
const rejectedByServer = (message: string) => Object.assign(new Error(message), { _tag: 'Rejected', message });

/** The machine with fakes that record what they were asked. */
function harness(
  overrides: Partial<Record<'loadOrders' | 'loadDetail' | 'cancelOrder' | 'exportOrders' | 'downloadGrant', () => Promise<unknown>>> = {},
) {
  const calls: {
    loadOrders: OrderListQuery[];
    loadDetail: string[];
    cancelOrder: { orderId: string; reason: string }[];
    exportOrders: (readonly string[])[];
    downloadGrant: string[];
  } = {
    loadOrders: [],
    loadDetail: [],
    cancelOrder: [],
    exportOrders: [],
    downloadGrant: [],
  };
  const machine = ordersMachine.provide({
    actors: {
      loadOrders: fromPromise(async ({ input }) => {
        calls.loadOrders.push(input);
        if (overrides.loadOrders) await overrides.loadOrders();
        return listOf([deliveredOrder, pendingOrder]);
      }),
      loadDetail: fromPromise(async ({ input }) => {
        calls.loadDetail.push(input.orderId);
        if (overrides.loadDetail) await overrides.loadDetail();
        const order = input.orderId === 'o2' ? pendingOrder : deliveredOrder;
        return { order, grants: order === deliveredOrder ? [guideGrant] : [], readAt } satisfies OrderDetail;
      }),
      cancelOrder: fromPromise(async ({ input }) => {
        calls.cancelOrder.push(input);
        if (overrides.cancelOrder) await overrides.cancelOrder();
        return { ...pendingOrder, status: 'cancelled' as const };
      }),
      exportOrders: fromPromise(async ({ input }) => {
        calls.exportOrders.push(input.orderIds);
        if (overrides.exportOrders) await overrides.exportOrders();
        return input.orderIds.length;
      }),
      downloadGrant: fromPromise(async ({ input }) => {
        calls.downloadGrant.push(input.grantId);
        if (overrides.downloadGrant) await overrides.downloadGrant();
        return undefined;
      }),
    },
  });
  const actor = createActor(machine, { input: { session: sessionWithToken('token-1') } });
  const effects: AppEffect[] = [];
  actor.on('*', (event) => effects.push(event));
  actor.start();
  return { actor, calls, effects };
}

const listReady = (s: SnapshotFrom<typeof ordersMachine>) => s.matches({ active: { list: 'ready' } });
const detailReady = (s: SnapshotFrom<typeof ordersMachine>) => s.matches({ active: { detail: { ready: 'idle' } } });

describe('ordersMachine', () => {
  it('a guest is sent to /login (and back) without a request', async () => {
    const actor = createActor(ordersMachine, { input: { session: sessionWithToken(null) } });
    const effects: AppEffect[] = [];
    actor.on('*', (event) => effects.push(event));
    actor.start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual([{ type: 'loginRequired' }]);
  });

  it('loads page 1 of 10 of all orders, then filters by status from page 1', async () => {
    const { actor, calls } = harness();
    await waitFor(actor, listReady);
    expect(actor.getSnapshot().context.orders.map((order) => order._id)).toEqual(['o1', 'o2']);
    actor.send({ type: 'page.go', page: 2 });
    await waitFor(actor, listReady);
    actor.send({ type: 'filter.change', status: 'delivered' });
    await waitFor(actor, listReady);
    actor.send({ type: 'filter.change', status: 'all' });
    await waitFor(actor, listReady);
    expect(calls.loadOrders).toEqual([
      { page: 1, limit: 10 },
      { page: 2, limit: 10 },
      { page: 1, limit: 10, status: 'delivered' },
      { page: 1, limit: 10 },
    ]);
  });

  it('a failed list says the server message, else "Failed to load orders", and can be retried', async () => {
    let fail = true;
    const { actor, effects, calls } = harness({
      loadOrders: async () => {
        if (fail) throw new Error('offline');
      },
    });
    await waitFor(actor, (s) => s.matches({ active: { list: 'failed' } }));
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: LOAD_ORDERS_FAILED }]);
    fail = false;
    actor.send({ type: 'list.retry' });
    await waitFor(actor, listReady);
    expect(calls.loadOrders).toHaveLength(2);
  });

  it('selecting an order loads its detail; a failure says "Failed to load order details", a 404 "Order not found"', async () => {
    const { actor, calls } = harness();
    actor.send({ type: 'order.select', orderId: 'o1' });
    await waitFor(actor, detailReady);
    expect(actor.getSnapshot().context.detail?.order._id).toBe('o1');
    expect(calls.loadDetail).toEqual(['o1']);

    const failing = harness({
      loadDetail: async () => {
        throw new Error('offline');
      },
    });
    failing.actor.send({ type: 'order.select', orderId: 'o1' });
    await waitFor(failing.actor, (s) => s.matches({ active: { detail: 'failed' } }));
    expect(failing.effects).toEqual([{ type: 'toast', kind: 'error', message: 'Failed to load order details' }]);
    expect(ordersView(failing.actor.getSnapshot())).toMatchObject({ detail: 'failed', detailError: 'Failed to load order details' });

    const missing = harness({
      loadDetail: async () => {
        throw Object.assign(new Error('Order not found'), { _tag: 'NotFound', message: 'Order not found' });
      },
    });
    missing.actor.send({ type: 'order.select', orderId: 'o9' });
    await waitFor(missing.actor, (s) => s.matches({ active: { detail: 'failed' } }));
    expect(missing.effects).toEqual([{ type: 'toast', kind: 'error', message: 'Order not found' }]);
    expect(ordersView(missing.actor.getSnapshot())).toMatchObject({ detail: 'failed', detailError: 'Order not found' });
  });

  it('export: nothing ticked says "Please select orders to export"; ticked orders export in order; a failure says "Failed to export orders"', async () => {
    const { actor, calls, effects } = harness();
    actor.send({ type: 'orders.export' });
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: SELECT_ORDERS_TO_EXPORT }]);
    actor.send({ type: 'order.check', orderId: 'o2' });
    actor.send({ type: 'order.check', orderId: 'o1' });
    actor.send({ type: 'order.check', orderId: 'o2' });
    actor.send({ type: 'order.check', orderId: 'o2' });
    actor.send({ type: 'orders.export' });
    await waitFor(actor, (s) => s.matches({ active: { exporting: 'idle' } }) && effects.length === 2);
    expect(calls.exportOrders).toEqual([['o1', 'o2']]);
    expect(effects[1]).toEqual({ type: 'toast', kind: 'success', message: ORDERS_EXPORTED });

    const failing = harness({
      exportOrders: async () => {
        throw rejectedByServer('Order not found');
      },
    });
    failing.actor.send({ type: 'order.check', orderId: 'o1' });
    failing.actor.send({ type: 'orders.export' });
    await waitFor(failing.actor, () => failing.effects.length === 1);
    expect(failing.effects).toEqual([{ type: 'toast', kind: 'error', message: EXPORT_FAILED }]);
  });

  it('cancel is offered only where the rule allows: not for a delivered order', async () => {
    const { actor } = harness();
    actor.send({ type: 'order.select', orderId: 'o1' });
    await waitFor(actor, detailReady);
    actor.send({ type: 'cancel.open' });
    expect(detailReady(actor.getSnapshot())).toBe(true);
  });

  it('cancel needs a reason, Other needs text; the text is sent, then the order and list reload', async () => {
    const { actor, calls, effects } = harness();
    await waitFor(actor, listReady);
    actor.send({ type: 'order.select', orderId: 'o2' });
    await waitFor(actor, detailReady);
    actor.send({ type: 'cancel.open' });
    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().context.cancelError).toBe('Please select a reason for cancellation');
    actor.send({ type: 'cancel.reason', reason: 'Other' });
    expect(actor.getSnapshot().context.cancelError).toBeNull();
    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().context.cancelError).toBe('Please tell us why you are cancelling');
    actor.send({ type: 'cancel.other', text: '  Bought it in the studio  ' });
    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().matches({ active: { detail: { ready: { cancelling: 'sending' } } } })).toBe(true);
    await waitFor(actor, (s) => detailReady(s) && listReady(s));
    expect(calls.cancelOrder).toEqual([{ orderId: 'o2', reason: 'Bought it in the studio' }]);
    expect(calls.loadDetail).toEqual(['o2', 'o2']);
    expect(calls.loadOrders).toHaveLength(2);
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: ORDER_CANCELLED }]);
    expect(actor.getSnapshot().context).toMatchObject({ cancelReason: '', cancelOther: '', cancelError: null });
  });

  it("a row's Cancel selects that order and opens its cancel dialog once read; confirmed, it is cancelled and the list reloads", async () => {
    const { actor, calls, effects } = harness();
    await waitFor(actor, listReady);
    actor.send({ type: 'order.select', orderId: 'o1' });
    await waitFor(actor, detailReady);
    actor.send({ type: 'order.cancel', orderId: 'o2' });
    expect(ordersView(actor.getSnapshot()).cancel).toBeNull();
    await waitFor(actor, (s) => s.matches({ active: { detail: { ready: 'cancelling' } } }));
    expect(actor.getSnapshot().context).toMatchObject({ selectedId: 'o2', cancelWanted: false });
    expect(ordersView(actor.getSnapshot()).cancel).toMatchObject({ reason: '', sending: false });
    actor.send({ type: 'cancel.reason', reason: 'Changed my mind' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => detailReady(s) && listReady(s) && calls.loadOrders.length === 2);
    expect(calls.cancelOrder).toEqual([{ orderId: 'o2', reason: 'Changed my mind' }]);
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: ORDER_CANCELLED }]);
  });

  it("a row's Cancel on an order that moved on since says it can no longer be cancelled and shows it, without a dialog", async () => {
    const { actor, calls, effects } = harness();
    await waitFor(actor, listReady);
    actor.send({ type: 'order.cancel', orderId: 'o1' });
    await waitFor(actor, (s) => detailReady(s) && listReady(s) && calls.loadOrders.length === 2);
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'This order can no longer be cancelled' }]);
    expect(actor.getSnapshot().context.cancelWanted).toBe(false);
    // Selecting it again later just shows it.
    actor.send({ type: 'order.select', orderId: 'o1' });
    await waitFor(actor, detailReady);
    expect(effects).toHaveLength(1);
  });

  it("a row's Cancel whose order cannot be read says so, and the next selection does not open the dialog", async () => {
    let fail = true;
    const { actor, effects } = harness({
      loadDetail: async () => {
        if (fail) throw new Error('offline');
      },
    });
    await waitFor(actor, listReady);
    actor.send({ type: 'order.cancel', orderId: 'o2' });
    await waitFor(actor, (s) => s.matches({ active: { detail: 'failed' } }));
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Failed to load order details' }]);
    fail = false;
    actor.send({ type: 'order.select', orderId: 'o2' });
    await waitFor(actor, detailReady);
    expect(ordersView(actor.getSnapshot()).cancel).toBeNull();
  });

  it('a refused cancel shows the server message (else "Failed to cancel order") and keeps the dialog', async () => {
    for (const [error, message] of [
      [rejectedByServer('Order can no longer be cancelled'), 'Order can no longer be cancelled'],
      [new Error('offline'), 'Failed to cancel order'],
    ] as const) {
      const { actor, effects } = harness({
        cancelOrder: async () => {
          throw error;
        },
      });
      actor.send({ type: 'order.select', orderId: 'o2' });
      await waitFor(actor, detailReady);
      actor.send({ type: 'cancel.open' });
      actor.send({ type: 'cancel.reason', reason: 'Changed my mind' });
      actor.send({ type: 'cancel.confirm' });
      await waitFor(actor, (s) => s.matches({ active: { detail: { ready: { cancelling: 'form' } } } }) && effects.length === 1);
      expect(effects).toEqual([{ type: 'toast', kind: 'error', message }]);
      actor.send({ type: 'cancel.close' });
      expect(detailReady(actor.getSnapshot())).toBe(true);
      expect(actor.getSnapshot().context.cancelReason).toBe('');
    }
  });

  it('a download opens the file and the grants reload; a refusal alerts the server message, else the fallback', async () => {
    const { actor, calls, effects } = harness();
    actor.send({ type: 'order.select', orderId: 'o1' });
    await waitFor(actor, detailReady);
    actor.send({ type: 'grant.download', grantId: 'g1' });
    expect(actor.getSnapshot().context.downloadingId).toBe('g1');
    await waitFor(actor, (s) => detailReady(s) && calls.loadDetail.length === 2);
    expect(calls.downloadGrant).toEqual(['g1']);
    expect(effects).toEqual([]);

    for (const [error, message] of [
      [rejectedByServer('Download limit reached'), 'Download limit reached'],
      [new Error('offline'), DOWNLOAD_FAILED],
    ] as const) {
      const failing = harness({
        downloadGrant: async () => {
          throw error;
        },
      });
      failing.actor.send({ type: 'order.select', orderId: 'o1' });
      await waitFor(failing.actor, detailReady);
      failing.actor.send({ type: 'grant.download', grantId: 'g1' });
      await waitFor(failing.actor, (s) => detailReady(s) && failing.effects.length === 1);
      expect(failing.effects).toEqual([{ type: 'alert', message }]);
      expect(failing.actor.getSnapshot().context.downloadingId).toBeNull();
    }
  });
});

type OrdersEventAny = EventFromLogic<typeof ordersMachine>;
const detail: OrderDetail = { order: pendingOrder, grants: [], readAt };

// Every event the screen can meet, including its requests' answers.
const pathEvents = [
  { type: 'filter.change', status: 'delivered' },
  { type: 'page.go', page: 2 },
  { type: 'order.select', orderId: 'o2' },
  { type: 'order.cancel', orderId: 'o2' },
  { type: 'order.check', orderId: 'o2' },
  { type: 'orders.export' },
  { type: 'list.retry' },
  { type: 'cancel.open' },
  { type: 'cancel.reason', reason: 'Other' },
  { type: 'cancel.other', text: 'Too slow' },
  { type: 'cancel.confirm' },
  { type: 'cancel.close' },
  { type: 'grant.download', grantId: 'g1' },
  { type: 'xstate.done.actor.loadOrders', output: listOf([pendingOrder]) },
  { type: 'xstate.error.actor.loadOrders', error: new Error('offline') },
  { type: 'xstate.done.actor.loadDetail', output: detail },
  { type: 'xstate.done.actor.loadDetail', output: { ...detail, order: deliveredOrder } },
  { type: 'xstate.error.actor.loadDetail', error: new Error('offline') },
  { type: 'xstate.done.actor.cancelOrder', output: pendingOrder },
  { type: 'xstate.error.actor.cancelOrder', error: new Error('offline') },
  { type: 'xstate.done.actor.exportOrders', output: 1 },
  { type: 'xstate.error.actor.exportOrders', error: new Error('offline') },
  { type: 'xstate.done.actor.downloadGrant', output: undefined },
  { type: 'xstate.error.actor.downloadGrant', error: new Error('offline') },
] as unknown as OrdersEventAny[];

describe('ordersMachine, every shortest path', () => {
  const paths = getShortestPaths(ordersMachine, {
    events: pathEvents,
    input: { session: sessionWithToken('token-1') },
    // The context is part of a state; a few values keep the graph finite.
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.status,
        snapshot.context.page,
        snapshot.context.checked,
        snapshot.context.cancelReason,
        snapshot.context.cancelOther !== '',
        snapshot.context.detail?.order.status ?? null,
        snapshot.context.selectedId,
        snapshot.context.cancelWanted,
      ]),
  });

  it('reaches every state of the screen', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    const all = [...reached].join(' ');
    for (const part of ['"list":"failed"', '"detail":"failed"', '"cancelling":"sending"', '"downloading"', '"exporting":"running"']) {
      expect(all).toContain(part);
    }
  });

  it('keeps its invariants on every path: cancelling only a cancellable order, a download only with a grant id, an export only with ticks', () => {
    for (const path of paths) {
      const states = [...path.steps.map((step) => step.state), path.state];
      states.forEach((state, index) => {
        const before = states[index - 1];
        if (state.matches({ active: { detail: { ready: 'cancelling' } } })) expect(state.context.detail?.order.status).toBe('pending');
        if (state.matches({ active: { detail: { ready: 'downloading' } } })) expect(state.context.downloadingId).toBe('g1');
        // An export starts only with ticked orders (unticking while it runs does not change the file).
        if (state.matches({ active: { exporting: 'running' } }) && before?.matches({ active: { exporting: 'idle' } })) {
          expect(state.context.checked.length).toBeGreaterThan(0);
        }
        if (state.matches({ active: { detail: { ready: { cancelling: 'sending' } } } })) expect(state.context.cancelOther).toBe('Too slow');
        if (state.matches({ active: { detail: 'none' } })) expect(state.context.selectedId).toBeNull();
      });
    }
  });
});
