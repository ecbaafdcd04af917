import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { LOAD_DASHBOARD_FAILED, studioDashboardMachine } from '../../../src/machines/studio/studio-dashboard.machine.ts';
import { CHART_HEIGHT, studioDashboardView } from '../../../src/machines/studio/studio-dashboard.view.ts';
import type { StudioDashboard } from '../../../src/machines/studio/studio-types.ts';
import { rejectedByServer, sessionWithToken } from './fixtures.ts';

/** 30 days ending 26 November 2026: nothing but 2 orders (₦10,000) on the 24th and 1 (₦5,000) today. */
const days = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 9, 28 + index)).toISOString().slice(0, 10);
  if (date === '2026-11-24') return { date, sales: 10000, orders: 2 };
  if (date === '2026-11-26') return { date, sales: 5000, orders: 1 };
  return { date, sales: 0, orders: 0 };
});

const dashboard: StudioDashboard = {
  success: true,
  today: { from: '2026-11-26', sales: 5000, orders: 1, refunded: 0 },
  week: { from: '2026-11-23', sales: 15000, orders: 3, refunded: 2500 },
  month: { from: '2026-11-01', sales: 15000, orders: 3, refunded: 2500 },
  days,
  toShip: {
    count: 7,
    orders: [
      {
        orderNumber: 'OJ-2026-000001',
        date: '2026-11-24T09:30:00.000Z',
        customerName: 'Amaka Obi',
        amount: 10000,
        status: 'confirmed',
        paymentStatus: 'paid',
      },
    ],
  },
  awaitingPayment: { count: 0, orders: [] },
  lowStock: {
    count: 1,
    items: [{ productId: 'tripod', variantId: 'tripod-black', title: 'Tripod', variant: 'Black', sku: 'TR-1', stock: 2, low: true }],
  },
  latestReviews: [
    {
      _id: 'rev1',
      productId: 'lens-mug',
      productTitle: 'Camera Lens Coffee Mug',
      author: 'Kemi',
      rating: 4,
      comment: 'Well packed',
      date: '2026-11-26T08:00:00.000Z',
      hidden: false,
      hiddenReason: null,
    },
  ],
};

/** `fails` is thrown by read number `failOn` (the first by default). */
function harness(options: { fails?: unknown; failOn?: number; token?: string | null } = {}) {
  let loads = 0;
  const machine = studioDashboardMachine.provide({
    actors: {
      loadDashboard: fromPromise(async () => {
        loads += 1;
        if (options.fails && loads === (options.failOn ?? 1)) throw options.fails;
        return dashboard;
      }),
    },
  });
  const session = sessionWithToken(options.token === undefined ? 't1' : options.token);
  const actor = createActor(machine, { input: { session } });
  const effects: AppEffect[] = [];
  actor.on('*', (event) => effects.push(event as AppEffect));
  actor.start();
  return { actor, session, effects, loads: () => loads };
}

describe('the studio’s dashboard', () => {
  it('sends a guest to log in', async () => {
    const { actor, effects, loads } = harness({ token: null });
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual([{ type: 'loginRequired' }]);
    expect(loads()).toBe(0);
  });

  it('shows the sales of today, the week and the month', async () => {
    const { actor } = harness();
    expect(studioDashboardView(actor.getSnapshot())).toMatchObject({ loading: true, ready: false });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioDashboardView(actor.getSnapshot()).periods).toEqual([
      { label: 'Today', sales: '₦5,000', orders: '1 order', refunded: '' },
      { label: 'This week', sales: '₦15,000', orders: '3 orders', refunded: '₦2,500 refunded' },
      { label: 'This month', sales: '₦15,000', orders: '3 orders', refunded: '₦2,500 refunded' },
    ]);
  });

  it('draws each day’s sales as a bar scaled to the best day, the orders as a line, and says the same in words and a table', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    const { chart } = studioDashboardView(actor.getSnapshot());
    expect(chart.description).toBe(
      'Sales and orders per day from 28 Oct to 26 Nov: 3 orders in all; the best day was 24 Nov with ₦10,000.',
    );
    expect(chart.bars).toHaveLength(30);
    expect(chart.bars[0]).toEqual({ key: '2026-10-28', x: 1, y: CHART_HEIGHT, width: 8, height: 0 });
    expect(chart.bars[27]).toEqual({ key: '2026-11-24', x: 271, y: 10, width: 8, height: 110 });
    expect(chart.bars[29]).toEqual({ key: '2026-11-26', x: 291, y: 65, width: 8, height: 55 });
    const points = chart.orderLine.split(' ');
    expect(points).toHaveLength(30);
    expect(points[0]).toBe('5,120');
    expect(points[27]).toBe('275,10');
    expect(points[29]).toBe('295,65');
    expect(chart.days[27]).toEqual({ key: '2026-11-24', day: '24 Nov', sales: '₦10,000', orders: 2 });
  });

  it('links the orders waiting, the low stock and lists the latest reviews', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    const view = studioDashboardView(actor.getSnapshot());
    expect(view.toShip).toEqual({
      count: 7,
      orders: [
        {
          orderNumber: 'OJ-2026-000001',
          href: '/studio/orders/OJ-2026-000001',
          customer: 'Amaka Obi',
          amount: '₦10,000',
          placed: '24 November 2026 at 10:30 am',
          status: 'Confirmed, paid',
        },
      ],
    });
    expect(view.awaitingPayment).toEqual({ count: 0, orders: [] });
    expect(view.lowStock).toEqual({
      count: 1,
      items: [{ key: 'tripod/tripod-black', title: 'Tripod (Black)', stock: 2, href: '/studio/stock/tripod' }],
    });
    expect(view.reviews).toEqual([
      { key: 'rev1', product: 'Camera Lens Coffee Mug', author: 'Kemi', rating: '4 of 5', comment: 'Well packed', hidden: false },
    ]);
  });

  it('says a failure and tries again; refreshes keep the figures shown', async () => {
    const { actor, loads } = harness({ fails: rejectedByServer("Only the studio's staff can do this") });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(studioDashboardView(actor.getSnapshot())).toMatchObject({
      problem: "Only the studio's staff can do this",
      canRetry: true,
      ready: false,
    });
    actor.send({ type: 'dashboard.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'dashboard.refresh' });
    expect(studioDashboardView(actor.getSnapshot())).toMatchObject({ refreshing: true, loading: false, ready: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads()).toBe(3);
  });

  it('reads again on Refresh after a refresh failed, the figures still shown', async () => {
    const { actor, loads } = harness({ fails: new TypeError('offline'), failOn: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'dashboard.refresh' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(studioDashboardView(actor.getSnapshot())).toMatchObject({ problem: LOAD_DASHBOARD_FAILED, ready: true });
    actor.send({ type: 'dashboard.refresh' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads()).toBe(3);
  });

  it('says a network failure in its own words', async () => {
    const { actor } = harness({ fails: new TypeError('offline') });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(studioDashboardView(actor.getSnapshot()).problem).toBe(LOAD_DASHBOARD_FAILED);
  });

  it('shows nothing but the loading line before the figures arrive', () => {
    const { actor, session } = harness();
    expect(actor.getSnapshot().context).toEqual({ session, dashboard: null, loadError: '' });
    expect(studioDashboardView(actor.getSnapshot())).toEqual({
      loading: true,
      refreshing: false,
      problem: '',
      canRetry: false,
      ready: false,
      periods: [],
      chart: { description: '', bars: [], orderLine: '', days: [] },
      toShip: { count: 0, orders: [] },
      awaitingPayment: { count: 0, orders: [] },
      lowStock: { count: 0, items: [] },
      reviews: [],
    });
  });

  it('says a month without sales in words, and names a product without variants by its title', async () => {
    const quiet: StudioDashboard = {
      ...dashboard,
      days: days.map((day) => ({ ...day, sales: 0, orders: 0 })),
      lowStock: { count: 1, items: [{ productId: 'mug', variantId: null, title: 'Mug', variant: null, sku: 'MG', stock: 0, low: true }] },
      latestReviews: dashboard.latestReviews.map((review) => ({ ...review, hidden: true })),
    };
    const machine = studioDashboardMachine.provide({ actors: { loadDashboard: fromPromise(async () => quiet) } });
    const actor = createActor(machine, { input: { session: sessionWithToken('t1') } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    const view = studioDashboardView(actor.getSnapshot());
    expect(view.chart.description).toBe('Sales and orders per day from 28 Oct to 26 Nov: 0 orders in all; no sales.');
    expect(view.chart.bars[29]).toEqual({ key: '2026-11-26', x: 291, y: CHART_HEIGHT, width: 8, height: 0 });
    expect(view.lowStock.items).toEqual([{ key: 'mug/', title: 'Mug', stock: 0, href: '/studio/stock/mug' }]);
    expect(view.reviews[0]?.hidden).toBe(true);
  });

  it('names the earliest of the days that share the best sales', async () => {
    const tied: StudioDashboard = {
      ...dashboard,
      days: [
        { date: '2026-11-24', sales: 0, orders: 0 },
        { date: '2026-11-25', sales: 7500, orders: 1 },
        { date: '2026-11-26', sales: 7500, orders: 2 },
      ],
    };
    const machine = studioDashboardMachine.provide({ actors: { loadDashboard: fromPromise(async () => tied) } });
    const actor = createActor(machine, { input: { session: sessionWithToken('t1') } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioDashboardView(actor.getSnapshot()).chart.description).toBe(
      'Sales and orders per day from 24 Nov to 26 Nov: 3 orders in all; the best day was 25 Nov with ₦7,500.',
    );
  });

  it('draws one day as the first and the last of its range', async () => {
    const oneDay: StudioDashboard = { ...dashboard, days: [{ date: '2026-11-26', sales: 5000, orders: 1 }] };
    const machine = studioDashboardMachine.provide({ actors: { loadDashboard: fromPromise(async () => oneDay) } });
    const actor = createActor(machine, { input: { session: sessionWithToken('t1') } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioDashboardView(actor.getSnapshot()).chart).toEqual({
      description: 'Sales and orders per day from 26 Nov to 26 Nov: 1 order in all; the best day was 26 Nov with ₦5,000.',
      bars: [{ key: '2026-11-26', x: 1, y: 10, width: 8, height: 110 }],
      orderLine: '5,10',
      days: [{ key: '2026-11-26', day: '26 Nov', sales: '₦5,000', orders: 1 }],
    });
  });

  it('draws no chart from no days', async () => {
    const noDays: StudioDashboard = { ...dashboard, days: [] };
    const machine = studioDashboardMachine.provide({ actors: { loadDashboard: fromPromise(async () => noDays) } });
    const actor = createActor(machine, { input: { session: sessionWithToken('t1') } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioDashboardView(actor.getSnapshot()).chart).toEqual({ description: '', bars: [], orderLine: '', days: [] });
  });
});
