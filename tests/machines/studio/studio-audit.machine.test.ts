import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { LOAD_AUDIT_FAILED, studioAuditMachine } from '../../../src/machines/studio/studio-audit.machine.ts';
import { studioAuditView } from '../../../src/machines/studio/studio-audit.view.ts';
import type { StudioAudit, StudioAuditEntry } from '../../../src/machines/studio/studio-types.ts';
import { neverSettles } from '../support/replay.ts';
import { rejectedByServer, sessionWithToken } from './fixtures.ts';

const owner = { _id: 'u1', name: 'Kemi Ade', email: 'kemi@studio.ng' };
const move: StudioAuditEntry = {
  _id: 'a1',
  at: '2026-11-26T09:30:00.000Z',
  actor: owner,
  action: 'order.move',
  subject: 'OJ-2026-000001',
  before: { status: 'confirmed' },
  after: { status: 'shipped', note: 'Packed today', units: 3 },
};
const byKey: StudioAuditEntry = { ...move, _id: 'a2', actor: null, action: 'stock.adjust', subject: 'TRI-1', before: null, after: null };

const pageOf = (entries: StudioAuditEntry[], page: number, pages: number): StudioAudit => ({
  success: true,
  entries,
  total: entries.length,
  page,
  pages,
});

function harness(options: { fails?: unknown; pages?: number; token?: string | null; entries?: StudioAuditEntry[] } = {}) {
  const asked: number[] = [];
  const machine = studioAuditMachine.provide({
    actors: {
      loadAudit: fromPromise(async ({ input }) => {
        asked.push(input.page);
        if (options.fails) throw options.fails;
        return pageOf(options.entries ?? [move, byKey], input.page, options.pages ?? 2);
      }),
    },
  });
  const actor = createActor(machine, { input: { session: sessionWithToken(options.token === undefined ? 't' : options.token) } });
  const effects: AppEffect[] = [];
  actor.on('*', (event) => effects.push(event as AppEffect));
  actor.start();
  return { actor, asked, effects, view: () => studioAuditView(actor.getSnapshot()) };
}

describe('the studio’s audit log', () => {
  it('shows who did what, to what, before and after, a page at a time', async () => {
    const { actor, asked, view } = harness();
    expect(view()).toEqual({
      loading: true,
      problem: '',
      canRetry: false,
      empty: false,
      entries: [],
      page: 1,
      pages: 0,
      canGoBack: false,
      canGoForward: false,
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view()).toEqual({
      loading: false,
      problem: '',
      canRetry: false,
      empty: false,
      entries: [
        {
          id: 'a1',
          when: '26 November 2026 at 10:30 am',
          who: 'Kemi Ade (kemi@studio.ng)',
          what: 'Moved an order',
          subject: 'OJ-2026-000001',
          before: 'status: confirmed',
          after: 'status: shipped, note: Packed today, units: 3',
        },
        {
          id: 'a2',
          when: '26 November 2026 at 10:30 am',
          who: 'Operator key',
          what: 'Adjusted stock',
          subject: 'TRI-1',
          before: '',
          after: '',
        },
      ],
      page: 1,
      pages: 2,
      canGoBack: false,
      canGoForward: true,
    });

    actor.send({ type: 'page.go', page: 2 });
    expect(view()).toMatchObject({ loading: true, canGoBack: false, canGoForward: false });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual([1, 2]);
    expect(view()).toMatchObject({ page: 2, pages: 2, canGoBack: true, canGoForward: false });
  });

  it('names every studio action in words, and shows an unknown one as it came', async () => {
    const words: Record<string, string> = {
      'order.move': 'Moved an order',
      'order.collect': 'Marked an order paid and collected',
      'owner.create': 'Named the owner',
      'staff.invite': 'Invited staff',
      'staff.revoke': 'Revoked staff',
      'stock.adjust': 'Adjusted stock',
      'product.create': 'Added a product',
      'product.update': 'Changed a product',
      'product.archive': 'Archived a product',
      'product.restore': 'Restored a product',
      'variant.create': 'Added a variant',
      'variant.update': 'Changed a variant',
      'variant.remove': 'Removed a variant',
      'variant.archive': 'Archived a variant',
      'variant.restore': 'Restored a variant',
      'category.create': 'Added a category',
      'category.update': 'Changed a category',
      'product.picture.add': 'Uploaded a picture',
      'product.picture.reorder': 'Reordered pictures',
      'product.picture.cover': 'Chose a cover picture',
      'product.picture.delete': 'Deleted a picture',
      'product.file.replace': 'Uploaded a digital file',
      'review.hide': 'review.hide',
    };
    const entries = Object.keys(words).map((action, index) => ({ ...move, _id: `e${index}`, action }));
    const { actor, view } = harness({ entries, pages: 1 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().entries.map((entry) => entry.what)).toEqual(Object.values(words));
    expect(view()).toMatchObject({ canGoBack: false, canGoForward: false, empty: false });
  });

  it('writes a list or an object that changed as JSON, and a number or a flag as it is', async () => {
    const changed: StudioAuditEntry = {
      ...move,
      before: { lines: [1, 2], address: { city: 'Ibadan' } },
      after: { lines: [], address: null, paid: true, units: 0 },
    };
    const { actor, view } = harness({ entries: [changed], pages: 1 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().entries.map((entry) => [entry.before, entry.after])).toEqual([
      ['lines: [1,2], address: {"city":"Ibadan"}', 'lines: [], address: null, paid: true, units: 0'],
    ]);
  });

  it('starts on page 1 with nothing read and no problem', () => {
    const session = sessionWithToken('t');
    const machine = studioAuditMachine.provide({ actors: { loadAudit: fromPromise(() => neverSettles<StudioAudit>()) } });
    const actor = createActor(machine, { input: { session } }).start();
    expect(actor.getSnapshot().context).toEqual({ session, page: 1, audit: null, loadError: '' });
  });

  it('says when there is nothing logged yet', async () => {
    const { actor, view } = harness({ entries: [], pages: 0 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view()).toMatchObject({ empty: true, entries: [], pages: 0, canGoForward: false, loading: false });
  });

  it('says a failed load in the server’s words, else its own, and tries again', async () => {
    const refused = harness({ fails: rejectedByServer('Only the owner can read the audit log') });
    await waitFor(refused.actor, (s) => s.matches('failed'));
    expect(refused.view()).toMatchObject({
      problem: 'Only the owner can read the audit log',
      canRetry: true,
      loading: false,
      empty: false,
    });

    const offline = harness({ fails: new Error('offline') });
    await waitFor(offline.actor, (s) => s.matches('failed'));
    expect(offline.view().problem).toBe(LOAD_AUDIT_FAILED);
    expect(LOAD_AUDIT_FAILED).toBe('Failed to load the audit log');
    offline.actor.send({ type: 'list.retry' });
    expect(offline.view()).toMatchObject({ loading: true, problem: '', canRetry: false });
    await waitFor(offline.actor, (s) => s.matches('failed'));
    expect(offline.asked).toEqual([1, 1]);
  });

  it('sends a visitor without a session to the login, and reads nothing', async () => {
    const { actor, asked, effects } = harness({ token: null });
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual([{ type: 'loginRequired' }]);
    expect(asked).toEqual([]);
  });
});
