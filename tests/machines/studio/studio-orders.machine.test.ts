import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import {
  EXPORT_STUDIO_ORDERS_FAILED,
  LOAD_STUDIO_ORDERS_FAILED,
  STUDIO_ORDERS_EXPORTED,
  STUDIO_SEARCH_DEBOUNCE_MS,
  studioOrdersMachine,
  type StudioOrdersQuery,
} from '../../../src/machines/studio/studio-orders.machine.ts';
import { studioOrdersView } from '../../../src/machines/studio/studio-orders.view.ts';
import { listOf, rejectedByServer, sessionWithToken, summary } from './fixtures.ts';

function harness(options: { load?: () => Promise<unknown>; exportFails?: unknown; token?: string | null } = {}) {
  const loads: StudioOrdersQuery[] = [];
  const exports: StudioOrdersQuery[] = [];
  const machine = studioOrdersMachine.provide({
    actors: {
      loadOrders: fromPromise(async ({ input }) => {
        loads.push(input);
        if (options.load) await options.load();
        return listOf([summary], 120, 3);
      }),
      exportOrders: fromPromise(async ({ input }) => {
        exports.push(input);
        if (options.exportFails) throw options.exportFails;
        return undefined;
      }),
    },
  });
  const session = sessionWithToken(options.token === undefined ? 't1' : options.token);
  const actor = createActor(machine, { input: { session } });
  const effects: AppEffect[] = [];
  actor.on('*', (event) => effects.push(event as AppEffect));
  actor.start();
  return { actor, session, loads, exports, effects };
}

const ready = (actor: ReturnType<typeof harness>['actor']) => waitFor(actor, (s) => s.matches({ active: { list: 'ready' } }));

describe('the studio’s order table', () => {
  it('sends a guest to log in and asks nothing', async () => {
    const { actor, loads, effects } = harness({ token: null });
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual([{ type: 'loginRequired' }]);
    expect(loads).toEqual([]);
  });

  it('reads the first page, newest first, with no filters', async () => {
    const { actor, session, loads } = harness();
    expect(actor.getSnapshot().context).toEqual({
      session,
      filters: { status: '', paymentStatus: '', from: '', to: '', search: '' },
      sort: 'date',
      direction: 'desc',
      page: 1,
      orders: [],
      total: 0,
      pages: 0,
      loadError: '',
    });
    await ready(actor);
    expect(loads).toEqual([{ page: 1, limit: 50, sort: 'date', direction: 'desc' }]);
    const view = studioOrdersView(actor.getSnapshot());
    expect(view.summary).toBe('Orders 1–1 of 120');
    expect(view.rows[0]).toEqual({
      orderNumber: 'OJ-2026-000001',
      href: '/studio/orders/OJ-2026-000001',
      date: '26 November 2026 at 10:30 am',
      customerName: 'Amaka Obi',
      customerEmail: 'amaka@example.ng',
      status: 'Confirmed',
      payment: 'Paid (sandbox)',
      amount: '₦25,000',
    });
    expect(view.canGoForward).toBe(true);
    expect(view.canGoBack).toBe(false);
  });

  it('sends each filter, the sort and the page, starting again at page 1 on a new filter', async () => {
    const { actor, loads } = harness();
    await ready(actor);
    actor.send({ type: 'page.go', page: 3 });
    await ready(actor);
    actor.send({ type: 'filter.change', field: 'status', value: 'shipped' });
    await ready(actor);
    actor.send({ type: 'filter.change', field: 'paymentStatus', value: 'paid' });
    await ready(actor);
    actor.send({ type: 'filter.change', field: 'from', value: '2026-11-01' });
    await ready(actor);
    actor.send({ type: 'sort.change', sort: 'amount', direction: 'asc' });
    await ready(actor);
    expect(loads.at(1)).toEqual({ page: 3, limit: 50, sort: 'date', direction: 'desc' });
    expect(loads.at(-1)).toEqual({
      page: 1,
      limit: 50,
      sort: 'amount',
      direction: 'asc',
      status: 'shipped',
      paymentStatus: 'paid',
      from: '2026-11-01',
    });
    actor.send({ type: 'filters.clear' });
    await ready(actor);
    expect(loads.at(-1)).toEqual({ page: 1, limit: 50, sort: 'amount', direction: 'asc' });
  });

  it('searches 300 ms after the last key, trimmed, once', async () => {
    vi.useFakeTimers();
    try {
      const { actor, loads } = harness();
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: { list: 'ready' } })).toBe(true));
      actor.send({ type: 'search.input', text: 'am' });
      vi.advanceTimersByTime(STUDIO_SEARCH_DEBOUNCE_MS - 1);
      actor.send({ type: 'search.input', text: ' amaka ' });
      vi.advanceTimersByTime(STUDIO_SEARCH_DEBOUNCE_MS - 1);
      expect(loads).toHaveLength(1);
      expect(studioOrdersView(actor.getSnapshot()).loading).toBe(true);
      vi.advanceTimersByTime(1);
      await vi.waitFor(() => expect(loads).toHaveLength(2));
      expect(loads[1]).toEqual({ page: 1, limit: 50, sort: 'date', direction: 'desc', search: 'amaka' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not ask the server for a range that reads backwards, and says why', async () => {
    const { actor, loads } = harness();
    await ready(actor);
    actor.send({ type: 'filter.change', field: 'from', value: '2026-11-27' });
    await ready(actor);
    actor.send({ type: 'filter.change', field: 'to', value: '2026-11-26' });
    expect(actor.getSnapshot().matches({ active: { list: 'invalidRange' } })).toBe(true);
    expect(loads).toHaveLength(2);
    const view = studioOrdersView(actor.getSnapshot());
    expect(view.problem).toBe('The start date must be on or before the end date');
    expect(view.canExport).toBe(false);
    actor.send({ type: 'orders.export' });
    expect(actor.getSnapshot().matches({ active: { export: 'idle' } })).toBe(true);
    actor.send({ type: 'filter.change', field: 'to', value: '2026-11-27' });
    await ready(actor);
    expect(loads.at(-1)).toMatchObject({ from: '2026-11-27', to: '2026-11-27' });
  });

  it('shows the server’s refusal in the page (a customer hears who may open the studio), and tries again', async () => {
    let fail = true;
    const { actor } = harness({
      load: async () => (fail ? Promise.reject(rejectedByServer("Only the studio's staff can do this")) : undefined),
    });
    await waitFor(actor, (s) => s.matches({ active: { list: 'failed' } }));
    expect(studioOrdersView(actor.getSnapshot())).toMatchObject({ problem: "Only the studio's staff can do this", canRetry: true });
    fail = false;
    actor.send({ type: 'list.retry' });
    await ready(actor);
    expect(studioOrdersView(actor.getSnapshot()).problem).toBe('');
  });

  it('falls back to its own words when the failure is not the server’s', async () => {
    const { actor } = harness({ load: async () => Promise.reject(new TypeError('fetch failed')) });
    await waitFor(actor, (s) => s.matches({ active: { list: 'failed' } }));
    expect(studioOrdersView(actor.getSnapshot()).problem).toBe(LOAD_STUDIO_ORDERS_FAILED);
  });

  it('exports the filtered orders and says so, or says why not', async () => {
    const ok = harness();
    await ready(ok.actor);
    ok.actor.send({ type: 'filter.change', field: 'status', value: 'confirmed' });
    await ready(ok.actor);
    ok.actor.send({ type: 'orders.export' });
    expect(studioOrdersView(ok.actor.getSnapshot()).exporting).toBe(true);
    await waitFor(ok.actor, (s) => s.matches({ active: { export: 'idle' } }));
    expect(ok.exports).toEqual([{ page: 1, limit: 50, sort: 'date', direction: 'desc', status: 'confirmed' }]);
    expect(ok.effects).toContainEqual({ type: 'toast', kind: 'success', message: STUDIO_ORDERS_EXPORTED });

    const failing = harness({ exportFails: new TypeError('offline') });
    await ready(failing.actor);
    failing.actor.send({ type: 'orders.export' });
    await waitFor(failing.actor, (s) => s.matches({ active: { export: 'idle' } }));
    expect(failing.effects).toContainEqual({ type: 'toast', kind: 'error', message: EXPORT_STUDIO_ORDERS_FAILED });
  });

  it('says when nothing matches', async () => {
    const machine = studioOrdersMachine.provide({ actors: { loadOrders: fromPromise(async () => listOf([])) } });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    await waitFor(actor, (s) => s.matches({ active: { list: 'ready' } }));
    expect(studioOrdersView(actor.getSnapshot())).toMatchObject({ empty: true, summary: '', pages: 0, canGoForward: false });
  });
});

describe('the order table’s whole view', () => {
  it('offers every status and payment to filter by, in words', async () => {
    const { actor } = harness();
    const view = studioOrdersView(actor.getSnapshot());
    expect(view.statusOptions).toEqual([
      { value: '', label: 'Every status' },
      { value: 'pending', label: 'Pending' },
      { value: 'confirmed', label: 'Confirmed' },
      { value: 'processing', label: 'Processing' },
      { value: 'shipped', label: 'Shipped' },
      { value: 'delivered', label: 'Delivered' },
      { value: 'cancelled', label: 'Cancelled' },
      { value: 'returned', label: 'Returned' },
      { value: 'refunded', label: 'Refunded' },
    ]);
    expect(view.paymentOptions).toEqual([
      { value: '', label: 'Every payment' },
      { value: 'success', label: 'Success' },
      { value: 'pending', label: 'Pending' },
      { value: 'failed', label: 'Failed' },
      { value: 'refunded', label: 'Refunded' },
      { value: 'paid', label: 'Paid' },
    ]);
  });

  it('is loading, then ready on page 1 of 3, then loading page 2 and ready there', async () => {
    let release: () => void = () => undefined;
    let hold = false;
    const { actor } = harness({ load: () => (hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()) });
    const view = () => studioOrdersView(actor.getSnapshot());
    expect(view()).toMatchObject({ loading: true, empty: false, summary: '', canGoBack: false, canGoForward: false, exporting: false });
    await ready(actor);
    expect(view()).toMatchObject({ loading: false, empty: false, summary: 'Orders 1–1 of 120', page: 1, pages: 3 });
    expect(view()).toMatchObject({ canGoBack: false, canGoForward: true, canExport: true, exporting: false, problem: '', canRetry: false });

    hold = true;
    actor.send({ type: 'page.go', page: 3 });
    expect(view()).toMatchObject({ loading: true, summary: '', canGoBack: false, canGoForward: false, empty: false });
    release();
    await ready(actor);
    expect(view()).toMatchObject({ loading: false, summary: 'Orders 101–101 of 120', page: 3, canGoBack: true, canGoForward: false });
  });

  it('cannot export while an export runs', async () => {
    let finish: () => void = () => undefined;
    const machine = studioOrdersMachine.provide({
      actors: {
        loadOrders: fromPromise(async () => listOf([summary], 1, 1)),
        exportOrders: fromPromise(() => new Promise<undefined>((resolve) => (finish = () => resolve(undefined)))),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t1') } }).start();
    await waitFor(actor, (s) => s.matches({ active: { list: 'ready' } }));
    actor.send({ type: 'orders.export' });
    expect(studioOrdersView(actor.getSnapshot())).toMatchObject({ exporting: true, canExport: false, canGoForward: false });
    finish();
    await waitFor(actor, (s) => s.matches({ active: { export: 'idle' } }));
    expect(studioOrdersView(actor.getSnapshot())).toMatchObject({ exporting: false, canExport: true });
  });
});
