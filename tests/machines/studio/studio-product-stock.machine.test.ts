import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { LOAD_HISTORY_FAILED, studioProductStockMachine } from '../../../src/machines/studio/studio-product-stock.machine.ts';
import { studioProductStockView } from '../../../src/machines/studio/studio-product-stock.view.ts';
import type { StudioProductStock, StudioStockChange } from '../../../src/machines/studio/studio-types.ts';
import { rejectedByServer, sessionWithToken } from './fixtures.ts';

const change = (overrides: Partial<StudioStockChange>): StudioStockChange => ({
  _id: 'h1',
  at: '2026-11-26T09:30:00.000Z',
  variantId: null,
  variant: null,
  reason: 'received',
  delta: 10,
  stockAfter: 12,
  note: null,
  actor: null,
  orderNumber: null,
  ...overrides,
});

const stock = (hasVariants = false, pages = 1): StudioProductStock => ({
  success: true,
  product: { _id: 'p1', title: 'Tripod', sku: 'TRI-1', hasVariants },
  items: [{ productId: 'p1', variantId: null, title: 'Tripod', variant: null, sku: 'TRI-1', stock: 12, low: false }],
  history: [
    change({ _id: 'h3', note: 'Delivery', actor: { _id: 'u1', name: 'Sade Staff', email: 'sade@example.ng' } }),
    change({
      _id: 'h2',
      reason: 'order',
      delta: -1,
      stockAfter: 2,
      orderNumber: 'OJ-2026-000007',
      actor: { _id: 'u2', name: '', email: 'bola@example.ng' },
    }),
    change({ _id: 'h4', reason: 'expiry', delta: 1, stockAfter: 3, orderNumber: 'OJ-2026-000008' }),
    change({ _id: 'h5', reason: 'correction', delta: -1, stockAfter: 2 }),
    change({ _id: 'h1', reason: 'opening', delta: 3, stockAfter: 3 }),
  ],
  total: 5,
  page: 1,
  pages,
});

function harness(options: { loadFails?: unknown; hasVariants?: boolean; pages?: number; token?: string | null } = {}) {
  const loads: { productId: string; page: number }[] = [];
  const machine = studioProductStockMachine.provide({
    actors: {
      loadStock: fromPromise(async ({ input }) => {
        loads.push(input);
        if (options.loadFails) throw options.loadFails;
        return stock(options.hasVariants, options.pages);
      }),
    },
  });
  const session = sessionWithToken(options.token === undefined ? 't' : options.token);
  const actor = createActor(machine, { input: { session, productId: 'p1' } });
  const effects: AppEffect[] = [];
  actor.on('*', (event) => effects.push(event as AppEffect));
  actor.start();
  return { actor, session, loads, effects };
}

describe('a product’s stock history', () => {
  it('shows the stock now and each change: when, why, how many, the stock after, and who or which order', async () => {
    const { actor, session, loads } = harness();
    expect(actor.getSnapshot().context).toEqual({ session, productId: 'p1', page: 1, stock: null, loadError: '' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual([{ productId: 'p1', page: 1 }]);
    const view = studioProductStockView(actor.getSnapshot());
    expect(view).toMatchObject({
      title: 'Stock history: Tripod',
      sku: 'TRI-1',
      empty: false,
      showVariant: false,
      loading: false,
      problem: '',
    });
    expect(view.items).toEqual([{ key: 'p1', name: 'Tripod', stock: 12, low: false }]);
    expect(view.history.map((row) => [row.reason, row.delta, row.stockAfter, row.cause, row.orderHref, row.note])).toEqual([
      ['Received', '+10', 12, 'Sade Staff', null, 'Delivery'],
      ['Order', '-1', 2, 'Order OJ-2026-000007 · bola@example.ng', '/studio/orders/OJ-2026-000007', ''],
      ['Unpaid order expired', '+1', 3, 'Order OJ-2026-000008', '/studio/orders/OJ-2026-000008', ''],
      ['Correction', '-1', 2, 'The studio’s key', null, ''],
      ['Opening stock', '+3', 3, 'When the record began', null, ''],
    ]);
    expect(view.history[0]?.at).toBe('26 November 2026 at 10:30 am');
  });

  it('shows the variant column for a product with variants, and pages on the server', async () => {
    const { actor, loads } = harness({ hasVariants: true, pages: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioProductStockView(actor.getSnapshot())).toMatchObject({
      showVariant: true,
      canGoForward: true,
      canGoBack: false,
      pages: 2,
    });
    actor.send({ type: 'page.go', page: 2 });
    await waitFor(actor, (s) => s.matches('ready') && loads.length === 2);
    expect(loads[1]).toEqual({ productId: 'p1', page: 2 });
    expect(studioProductStockView(actor.getSnapshot())).toMatchObject({ canGoBack: true, canGoForward: false });
  });

  it('says when it cannot load, in the server’s words, and tries again', async () => {
    const { actor, loads } = harness({ loadFails: rejectedByServer('Product not found') });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(studioProductStockView(actor.getSnapshot())).toMatchObject({
      problem: 'Product not found',
      canRetry: true,
      title: 'Stock history',
    });
    actor.send({ type: 'list.retry' });
    await waitFor(actor, () => loads.length === 2);
    expect(LOAD_HISTORY_FAILED).toBe('Failed to load the stock history');
  });

  it('sends a visitor without a session to the login', async () => {
    const { actor, effects } = harness({ token: null });
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual([{ type: 'loginRequired' }]);
  });
});

describe('a product’s stock history, whole', () => {
  it('while loading, and a product with variants and no changes yet', async () => {
    const empty: StudioProductStock = {
      ...stock(true),
      items: [{ productId: 'p1', variantId: 'v1', title: 'Tripod', variant: 'Black', sku: 'TRI-1', stock: 2, low: true }],
      history: [change({ variantId: 'v1', variant: 'Black' }), change({ _id: 'h9', variantId: 'v2' })],
    };
    const machine = studioProductStockMachine.provide({ actors: { loadStock: fromPromise(async () => empty) } });
    const actor = createActor(machine, { input: { session: sessionWithToken('t'), productId: 'p1' } }).start();
    expect(studioProductStockView(actor.getSnapshot())).toEqual({
      loading: true,
      problem: '',
      canRetry: false,
      title: 'Stock history',
      sku: '',
      mediaHref: '/studio/products/p1/media',
      items: [],
      empty: false,
      history: [],
      showVariant: false,
      page: 1,
      pages: 0,
      canGoBack: false,
      canGoForward: false,
    });
    await waitFor(actor, (s) => s.matches('ready'));
    const view = studioProductStockView(actor.getSnapshot());
    expect(view).toMatchObject({ loading: false, empty: false, showVariant: true });
    expect(view.items).toEqual([{ key: 'v1', name: 'Tripod (Black)', stock: 2, low: true }]);
    expect(view.history.map((row) => row.variant)).toEqual(['Black', '']);
  });

  it('says when there are no changes yet', async () => {
    const machine = studioProductStockMachine.provide({
      actors: { loadStock: fromPromise(async (): Promise<StudioProductStock> => ({ ...stock(), history: [], total: 0, pages: 0 })) },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t'), productId: 'p1' } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioProductStockView(actor.getSnapshot())).toMatchObject({ empty: true, history: [] });
  });
});
