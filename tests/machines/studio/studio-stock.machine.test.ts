import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { ADJUST_FAILED, LOAD_STOCK_FAILED, studioStockMachine } from '../../../src/machines/studio/studio-stock.machine.ts';
import { studioStockView } from '../../../src/machines/studio/studio-stock.view.ts';
import type { StudioStockAdjustment, StudioStockItem, StudioStockList } from '../../../src/machines/studio/studio-types.ts';
import { rejectedByServer, sessionWithToken } from './fixtures.ts';
import { settle } from '../shared/support.ts';

const tripod: StudioStockItem = { productId: 'p1', variantId: null, title: 'Tripod', variant: null, sku: 'TRI-1', stock: 3, low: true };
const strap: StudioStockItem = { productId: 'p2', variantId: 'v1', title: 'Strap', variant: 'Black', sku: 'STR-1', stock: 0, low: true };

const listOf = (items: StudioStockItem[]): StudioStockList => ({
  success: true,
  items,
  total: items.length,
  page: 1,
  pages: items.length ? 1 : 0,
  threshold: 5,
});

function harness(options: { loadFails?: unknown; adjustFails?: unknown; sessionToken?: string | null } = {}) {
  const loads: { search: string; page: number }[] = [];
  const adjustments: { productId: string; adjustment: StudioStockAdjustment }[] = [];
  const machine = studioStockMachine.provide({
    actors: {
      loadStock: fromPromise(async ({ input }) => {
        loads.push(input);
        if (options.loadFails) throw options.loadFails;
        return listOf(input.search ? [tripod] : [strap, tripod]);
      }),
      adjust: fromPromise(async ({ input }) => {
        adjustments.push(input);
        if (options.adjustFails) throw options.adjustFails;
        return `Stock +${input.adjustment.delta}: 15 in stock`;
      }),
    },
  });
  const session = sessionWithToken(options.sessionToken === undefined ? 't' : options.sessionToken);
  const actor = createActor(machine, { input: { session } });
  const effects: AppEffect[] = [];
  actor.on('*', (event) => effects.push(event as AppEffect));
  actor.start();
  return { actor, session, loads, adjustments, effects };
}

const view = (actor: ReturnType<typeof harness>['actor']) => studioStockView(actor.getSnapshot());

describe('the studio’s stock screen', () => {
  it('shows the low-stock list first, with each row’s history address', async () => {
    const { actor, session, loads } = harness();
    expect(actor.getSnapshot().context).toEqual({ session, text: '', search: '', page: 1, list: null, loadError: '', form: null });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual([{ search: '', page: 1 }]);
    expect(view(actor)).toMatchObject({ heading: 'Low stock (5 or fewer)', empty: false, dialog: null });
    expect(view(actor).items.map((item) => [item.name, item.stock, item.historyHref])).toEqual([
      ['Strap (Black)', 0, '/studio/stock/p2'],
      ['Tripod', 3, '/studio/stock/p1'],
    ]);
  });

  it('searches by what was typed, and clears back to the low-stock list', async () => {
    const { actor, loads } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'search.input', text: '  tri ' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view(actor).heading).toBe('Stock of products matching “tri”');
    actor.send({ type: 'search.clear' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual([
      { search: '', page: 1 },
      { search: 'tri', page: 1 },
      { search: '', page: 1 },
    ]);
    expect(view(actor).text).toBe('');
  });

  it('checks an adjustment’s rules before sending anything, in the rules’ words', async () => {
    const { actor, adjustments } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'adjust.open', productId: 'p1', variantId: null });
    expect(view(actor).dialog).toMatchObject({ title: 'Adjust stock: Tripod', current: '3 in stock now', reason: '', preview: '' });
    actor.send({ type: 'adjust.confirm' });
    expect(view(actor).dialog?.error).toBe('Please choose a reason for the stock change');
    actor.send({ type: 'adjust.reason', reason: 'damaged' });
    expect(view(actor).dialog?.error).toBe('');
    actor.send({ type: 'adjust.units', text: '-4' });
    actor.send({ type: 'adjust.confirm' });
    expect(view(actor).dialog?.error).toBe('Stock cannot go below 0: only 3 in stock');
    actor.send({ type: 'adjust.units', text: 'two' });
    actor.send({ type: 'adjust.confirm' });
    expect(view(actor).dialog?.error).toBe('Please enter a whole number of units');
    expect(adjustments).toEqual([]);
  });

  it('sends a valid adjustment, toasts the server’s message and reads the list again', async () => {
    const { actor, adjustments, effects, loads } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'adjust.open', productId: 'p2', variantId: 'v1' });
    actor.send({ type: 'adjust.reason', reason: 'received' });
    actor.send({ type: 'adjust.units', text: '+12' });
    expect(view(actor).dialog?.preview).toBe('12 in stock after');
    actor.send({ type: 'adjust.note', text: '  Delivery ' });
    actor.send({ type: 'adjust.confirm' });
    expect(view(actor).dialog?.saving).toBe(true);
    await waitFor(actor, (s) => s.matches('ready') && loads.length === 2);
    expect(adjustments).toEqual([{ productId: 'p2', adjustment: { variantId: 'v1', reason: 'received', delta: 12, note: 'Delivery' } }]);
    expect(effects).toContainEqual({ type: 'toast', kind: 'success', message: 'Stock +12: 15 in stock' });
    expect(view(actor).dialog).toBeNull();
  });

  it('answers the question last asked: Show low stock pressed while the list is read again after a save cancels that read', async () => {
    const answers: ((list: StudioStockList) => void)[] = [];
    const loads: { search: string; page: number; aborted: () => boolean }[] = [];
    const machine = studioStockMachine.provide({
      actors: {
        loadStock: fromPromise(({ input, signal }) => {
          loads.push({ ...input, aborted: () => signal.aborted });
          return new Promise<StudioStockList>((resolve) => answers.push(resolve));
        }),
        adjust: fromPromise(async () => 'Stock -1: 2 in stock'),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    actor.send({ type: 'search.input', text: 'tri' });
    actor.send({ type: 'search.submit' });
    answers[1]?.(listOf([tripod]));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'adjust.open', productId: 'p1', variantId: null });
    actor.send({ type: 'adjust.reason', reason: 'correction' });
    actor.send({ type: 'adjust.units', text: '-1' });
    actor.send({ type: 'adjust.confirm' });
    await waitFor(actor, () => loads.length === 3);
    actor.send({ type: 'search.clear' });
    expect(loads.map(({ search, page }) => ({ search, page }))).toEqual([
      { search: '', page: 1 },
      { search: 'tri', page: 1 },
      { search: 'tri', page: 1 },
      { search: '', page: 1 },
    ]);
    expect(loads.map((load) => load.aborted())).toEqual([true, false, true, false]);
    answers[3]?.(listOf([strap, tripod]));
    await waitFor(actor, (s) => s.matches('ready'));
    answers[2]?.(listOf([tripod]));
    await settle();
    expect(view(actor)).toMatchObject({ heading: 'Low stock (5 or fewer)', text: '' });
    expect(view(actor).items.map((item) => item.name)).toEqual(['Strap (Black)', 'Tripod']);
  });

  it('pages and searches again after a failed read', async () => {
    const { actor, loads } = harness({ loadFails: new Error('network') });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'page.go', page: 2 });
    await waitFor(actor, () => loads.length === 2);
    actor.send({ type: 'search.input', text: 'strap' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, () => loads.length === 3);
    expect(loads).toEqual([
      { search: '', page: 1 },
      { search: '', page: 2 },
      { search: 'strap', page: 1 },
    ]);
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    const { actor } = harness({ adjustFails: rejectedByServer('Stock cannot go below 0: only 1 in stock') });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'adjust.open', productId: 'p1', variantId: null });
    actor.send({ type: 'adjust.reason', reason: 'correction' });
    actor.send({ type: 'adjust.units', text: '-2' });
    actor.send({ type: 'adjust.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(view(actor).dialog?.error).toBe('Stock cannot go below 0: only 1 in stock');
    actor.send({ type: 'adjust.cancel' });
    expect(view(actor).dialog).toBeNull();
  });

  it('keeps what is typed while an adjustment saves, sends what was confirmed, and shows a refusal beside the new text', async () => {
    const { actor, adjustments } = harness({ adjustFails: rejectedByServer('Stock cannot go below 0: only 1 in stock') });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'adjust.open', productId: 'p1', variantId: null });
    actor.send({ type: 'adjust.reason', reason: 'correction' });
    actor.send({ type: 'adjust.units', text: '-2' });
    actor.send({ type: 'adjust.confirm' });
    expect(view(actor).dialog?.saving).toBe(true);
    actor.send({ type: 'adjust.units', text: '-1' });
    actor.send({ type: 'adjust.note', text: 'Counted again' });
    expect(view(actor).dialog?.units).toBe('-1');
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(adjustments).toEqual([{ productId: 'p1', adjustment: { reason: 'correction', delta: -2 } }]);
    expect(view(actor).dialog).toMatchObject({ units: '-1', note: 'Counted again', error: 'Stock cannot go below 0: only 1 in stock' });
  });

  it('says when the list cannot load, and tries again', async () => {
    const { actor, loads } = harness({ loadFails: new Error('network') });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view(actor)).toMatchObject({ problem: LOAD_STOCK_FAILED, canRetry: true });
    actor.send({ type: 'list.retry' });
    await waitFor(actor, () => loads.length === 2);
    expect(ADJUST_FAILED).toBe('Failed to change the stock');
  });

  it('sends a visitor without a session to the login', async () => {
    const { actor, effects } = harness({ sessionToken: null });
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual([{ type: 'loginRequired' }]);
  });
});

describe('the stock screen’s whole view', () => {
  it('while loading, when ready, and on each page', async () => {
    const pages = { value: 1 };
    const machine = studioStockMachine.provide({
      actors: {
        loadStock: fromPromise(async ({ input }) => ({ ...listOf([tripod]), page: input.page, pages: pages.value })),
        adjust: fromPromise(async () => 'ok'),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    expect(studioStockView(actor.getSnapshot())).toEqual({
      loading: true,
      problem: '',
      canRetry: false,
      text: '',
      searched: '',
      heading: 'Low stock (5 or fewer)',
      empty: false,
      emptyText: 'Nothing is low on stock.',
      items: [],
      dialog: null,
      busy: true,
      page: 1,
      pages: 0,
      canGoBack: false,
      canGoForward: false,
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioStockView(actor.getSnapshot())).toEqual({
      loading: false,
      problem: '',
      canRetry: false,
      text: '',
      searched: '',
      heading: 'Low stock (5 or fewer)',
      empty: false,
      emptyText: 'Nothing is low on stock.',
      items: [
        {
          key: 'p1/',
          productId: 'p1',
          variantId: null,
          name: 'Tripod',
          sku: 'TRI-1',
          stock: 3,
          low: true,
          historyHref: '/studio/stock/p1',
        },
      ],
      dialog: null,
      busy: false,
      page: 1,
      pages: 1,
      canGoBack: false,
      canGoForward: false,
    });
    pages.value = 2;
    actor.send({ type: 'page.go', page: 1 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioStockView(actor.getSnapshot())).toMatchObject({ canGoBack: false, canGoForward: true, pages: 2 });
    actor.send({ type: 'page.go', page: 2 });
    expect(studioStockView(actor.getSnapshot())).toMatchObject({ canGoBack: false, canGoForward: false, busy: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioStockView(actor.getSnapshot())).toMatchObject({ canGoBack: true, canGoForward: false, page: 2 });
  });

  it('says what an empty list means, with and without a search, and a variant row’s key', async () => {
    const machine = studioStockMachine.provide({
      actors: {
        loadStock: fromPromise(async ({ input }) => ({ ...listOf(input.search ? [] : [strap]), threshold: 4 })),
        adjust: fromPromise(async () => 'ok'),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioStockView(actor.getSnapshot())).toMatchObject({ heading: 'Low stock (4 or fewer)', empty: false });
    expect(studioStockView(actor.getSnapshot()).items[0]?.key).toBe('p2/v1');
    actor.send({ type: 'search.input', text: 'zzz' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioStockView(actor.getSnapshot())).toMatchObject({
      empty: true,
      emptyText: 'No product matches this search.',
      searched: 'zzz',
    });
  });

  it('shows the dialog whole, opens only for a row in the list, and sends nothing without one', async () => {
    const { actor, adjustments } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'adjust.confirm' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'adjust.open', productId: 'p2', variantId: null });
    actor.send({ type: 'adjust.open', productId: 'p1', variantId: 'v1' });
    expect(view(actor).dialog).toBeNull();
    actor.send({ type: 'adjust.open', productId: 'p1', variantId: null });
    expect(view(actor).dialog).toEqual({
      title: 'Adjust stock: Tripod',
      current: '3 in stock now',
      reasons: [
        { value: 'received', label: 'Received' },
        { value: 'damaged', label: 'Damaged' },
        { value: 'correction', label: 'Correction' },
      ],
      reason: '',
      units: '',
      note: '',
      preview: '',
      error: '',
      saving: false,
    });
    actor.send({ type: 'adjust.units', text: '-3' });
    expect(view(actor).dialog?.preview).toBe('0 in stock after');
    actor.send({ type: 'adjust.units', text: '-4' });
    expect(view(actor).dialog?.preview).toBe('');
    expect(adjustments).toEqual([]);
  });

  it('is busy while the list loads or a change is saved', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'adjust.open', productId: 'p1', variantId: null });
    actor.send({ type: 'adjust.reason', reason: 'received' });
    actor.send({ type: 'adjust.units', text: '1' });
    actor.send({ type: 'adjust.confirm' });
    expect(view(actor)).toMatchObject({ busy: true, loading: false, dialog: { saving: true } });
  });

  it('shows the failure whole', async () => {
    const { actor } = harness({ loadFails: new Error('network') });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view(actor)).toMatchObject({ loading: false, problem: LOAD_STOCK_FAILED, canRetry: true, empty: false, items: [], busy: true });
  });
});
