import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import {
  EXPORT_SUBSCRIBERS_FAILED,
  LOAD_SUBSCRIBERS_FAILED,
  studioNewsletterMachine,
  SUBSCRIBERS_EXPORTED,
  UNSUBSCRIBE_FAILED,
  type StudioSubscribersQuery,
} from '../../../src/machines/studio/studio-newsletter.machine.ts';
import { studioNewsletterView } from '../../../src/machines/studio/studio-newsletter.view.ts';
import type { StudioSubscriberList } from '../../../src/machines/studio/studio-types.ts';
import { rejectedByServer, sessionWithToken } from './fixtures.ts';
import { settle } from '../shared/support.ts';

const list: StudioSubscriberList = {
  success: true,
  subscribers: [
    {
      email: 'ada@example.ng',
      subscribedAt: '2026-11-26T09:30:00.000Z',
      status: 'confirmed',
      confirmedAt: '2026-11-26T09:40:00.000Z',
      unsubscribedAt: null,
      source: '/shop',
    },
    {
      email: 'bola@example.ng',
      subscribedAt: '2026-11-25T09:30:00.000Z',
      status: 'pending',
      confirmedAt: null,
      unsubscribedAt: null,
      source: null,
    },
    {
      email: 'chi@example.ng',
      subscribedAt: '2026-11-24T09:30:00.000Z',
      status: 'unsubscribed',
      confirmedAt: null,
      unsubscribedAt: '2026-11-25T09:30:00.000Z',
      source: '/',
    },
  ],
  total: 3,
  page: 1,
  pages: 2,
};

function harness(options: { loadFails?: unknown; exportFails?: unknown; unsubscribeFails?: unknown } = {}) {
  const loads: StudioSubscribersQuery[] = [];
  const exports: StudioSubscribersQuery[] = [];
  const unsubscribed: string[] = [];
  const machine = studioNewsletterMachine.provide({
    actors: {
      loadSubscribers: fromPromise(async ({ input }) => {
        loads.push(input);
        if (options.loadFails) throw options.loadFails;
        return list;
      }),
      exportSubscribers: fromPromise(async ({ input }) => {
        exports.push(input);
        if (options.exportFails) throw options.exportFails;
        return undefined;
      }),
      unsubscribe: fromPromise(async ({ input }) => {
        unsubscribed.push(input.email);
        if (options.unsubscribeFails) throw options.unsubscribeFails;
        return 'Unsubscribed';
      }),
    },
  });
  const actor = createActor(machine, { input: { session: sessionWithToken('t') } });
  const effects: AppEffect[] = [];
  actor.on('*', (event) => effects.push(event as AppEffect));
  actor.start();
  return { actor, effects, loads, exports, unsubscribed };
}

const listReady = { active: { list: 'ready' } } as const;

describe('the studio’s subscriber list', () => {
  it('lists the subscribers with date, state and source; only those still on the list or pending can be unsubscribed', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches(listReady));
    const view = studioNewsletterView(actor.getSnapshot());
    expect(view.subscribers).toEqual([
      {
        email: 'ada@example.ng',
        subscribed: '26 November 2026',
        state: 'Confirmed',
        source: '/shop',
        unsubscribed: false,
        canUnsubscribe: true,
        unsubscribeLabel: 'Unsubscribe',
      },
      {
        email: 'bola@example.ng',
        subscribed: '25 November 2026',
        state: 'Pending confirmation',
        source: '—',
        unsubscribed: false,
        canUnsubscribe: true,
        unsubscribeLabel: 'Unsubscribe',
      },
      {
        email: 'chi@example.ng',
        subscribed: '24 November 2026',
        state: 'Unsubscribed',
        source: '/',
        unsubscribed: true,
        canUnsubscribe: true,
        unsubscribeLabel: 'Unsubscribe',
      },
    ]);
    expect(view).toMatchObject({ summary: '3 subscribers', canGoForward: true, canGoBack: false, pages: 2 });
    expect(view.statusOptions.map((option) => option.value)).toEqual(['', 'confirmed', 'pending', 'unsubscribed']);
  });

  it('searches, filters by state and pages on the server, and exports what it shows (without the page)', async () => {
    const { actor, loads, exports, effects } = harness();
    await waitFor(actor, (s) => s.matches(listReady));
    actor.send({ type: 'search.input', text: ' ada ' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches(listReady));
    actor.send({ type: 'status.change', status: 'confirmed' });
    await waitFor(actor, (s) => s.matches(listReady));
    actor.send({ type: 'page.go', page: 2 });
    await waitFor(actor, (s) => s.matches(listReady));
    actor.send({ type: 'subscribers.export' });
    expect(studioNewsletterView(actor.getSnapshot()).exporting).toBe(true);
    await waitFor(actor, (s) => s.matches({ active: { export: 'idle' } }));
    actor.send({ type: 'search.clear' });
    await waitFor(actor, (s) => s.matches(listReady));
    expect(loads).toEqual([
      { page: 1 },
      { search: 'ada', page: 1 },
      { search: 'ada', status: 'confirmed', page: 1 },
      { search: 'ada', status: 'confirmed', page: 2 },
      { status: 'confirmed', page: 1 },
    ]);
    expect(exports).toEqual([{ search: 'ada', status: 'confirmed', page: 2 }]);
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: SUBSCRIBERS_EXPORTED }]);
    expect(SUBSCRIBERS_EXPORTED).toBe('Subscribers exported');
  });

  it('answers the question last asked: a state chosen while the list loads cancels that read, and a late answer is dropped', async () => {
    const reads: { query: StudioSubscribersQuery; aborted: () => boolean; answer: (list: StudioSubscriberList) => void }[] = [];
    const machine = studioNewsletterMachine.provide({
      actors: {
        loadSubscribers: fromPromise(
          ({ input, signal }) =>
            new Promise<StudioSubscriberList>((answer) => reads.push({ query: input, aborted: () => signal.aborted, answer })),
        ),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    actor.send({ type: 'status.change', status: 'pending' });
    actor.send({ type: 'search.input', text: 'bola' });
    actor.send({ type: 'search.submit' });
    expect(reads.map((read) => [read.query, read.aborted()])).toEqual([
      [{ page: 1 }, true],
      [{ status: 'pending', page: 1 }, true],
      [{ search: 'bola', status: 'pending', page: 1 }, false],
    ]);
    const bola = { ...list, subscribers: list.subscribers.slice(1, 2), total: 1, pages: 1 };
    reads[2]?.answer(bola);
    await waitFor(actor, (s) => s.matches(listReady));
    reads[0]?.answer(list);
    await settle();
    expect(studioNewsletterView(actor.getSnapshot()).subscribers.map((row) => row.email)).toEqual(['bola@example.ng']);
  });

  it('searches again after a failed read', async () => {
    const { actor, loads } = harness({ loadFails: new Error('offline') });
    await waitFor(actor, (s) => s.matches({ active: { list: 'failed' } }));
    actor.send({ type: 'status.change', status: 'unsubscribed' });
    await waitFor(actor, () => loads.length === 2);
    expect(loads).toEqual([{ page: 1 }, { status: 'unsubscribed', page: 1 }]);
  });

  it('unsubscribes an address, says so, and reads the page again', async () => {
    const { actor, loads, unsubscribed, effects } = harness();
    await waitFor(actor, (s) => s.matches(listReady));
    actor.send({ type: 'subscriber.unsubscribe', email: 'ada@example.ng' });
    const saving = studioNewsletterView(actor.getSnapshot()).subscribers;
    expect(saving.map((row) => [row.unsubscribeLabel, row.canUnsubscribe])).toEqual([
      ['Unsubscribing…', false],
      ['Unsubscribe', false],
      ['Unsubscribe', false],
    ]);
    await waitFor(actor, () => loads.length === 2);
    await waitFor(actor, (s) => s.matches(listReady));
    expect(unsubscribed).toEqual(['ada@example.ng']);
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: 'Unsubscribed' }]);
  });

  it('says when unsubscribing or exporting fails, and the list stays', async () => {
    const { actor, effects, loads } = harness({
      unsubscribeFails: rejectedByServer('No subscriber has this email address'),
      exportFails: new Error('offline'),
    });
    await waitFor(actor, (s) => s.matches(listReady));
    actor.send({ type: 'subscriber.unsubscribe', email: 'ada@example.ng' });
    await waitFor(actor, () => effects.length === 1);
    actor.send({ type: 'subscribers.export' });
    await waitFor(actor, () => effects.length === 2);
    expect(effects).toEqual([
      { type: 'toast', kind: 'error', message: 'No subscriber has this email address' },
      { type: 'toast', kind: 'error', message: EXPORT_SUBSCRIBERS_FAILED },
    ]);
    expect(loads).toHaveLength(1);
    expect(studioNewsletterView(actor.getSnapshot()).subscribers).toHaveLength(3);
    expect([EXPORT_SUBSCRIBERS_FAILED, UNSUBSCRIBE_FAILED]).toEqual([
      'Failed to export the subscribers',
      'Failed to unsubscribe the address',
    ]);
  });

  it('says when the list cannot load, and tries again; an empty search says nothing matches', async () => {
    const { actor, loads } = harness({ loadFails: rejectedByServer("Only the studio's staff can do this") });
    await waitFor(actor, (s) => s.matches({ active: { list: 'failed' } }));
    expect(studioNewsletterView(actor.getSnapshot())).toMatchObject({
      problem: "Only the studio's staff can do this",
      canRetry: true,
      loading: false,
    });
    actor.send({ type: 'list.retry' });
    await waitFor(actor, () => loads.length === 2);
    expect(LOAD_SUBSCRIBERS_FAILED).toBe('Failed to load the subscribers');

    const empty = createActor(
      studioNewsletterMachine.provide({
        actors: {
          loadSubscribers: fromPromise(async (): Promise<StudioSubscriberList> => ({ ...list, subscribers: [], total: 0, pages: 0 })),
        },
      }),
      { input: { session: sessionWithToken('t') } },
    ).start();
    await waitFor(empty, (s) => s.matches(listReady));
    expect(studioNewsletterView(empty.getSnapshot())).toMatchObject({ empty: true, emptyText: 'No subscribers yet.' });
    empty.send({ type: 'status.change', status: 'pending' });
    await waitFor(empty, (s) => s.matches(listReady));
    expect(studioNewsletterView(empty.getSnapshot())).toMatchObject({ empty: true, emptyText: 'No subscriber matches this search.' });
  });

  it('sends a visitor without a session to the login', async () => {
    const actor = createActor(studioNewsletterMachine, { input: { session: sessionWithToken(null) } });
    const effects: AppEffect[] = [];
    actor.on('*', (event) => effects.push(event as AppEffect));
    actor.start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual([{ type: 'loginRequired' }]);
  });
});

describe('the subscriber list’s whole view', () => {
  function paged(answer: (page: number) => StudioSubscriberList) {
    const gates: (() => void)[] = [];
    let holding = false;
    const machine = studioNewsletterMachine.provide({
      actors: {
        loadSubscribers: fromPromise(async ({ input }) => {
          if (holding) await new Promise<void>((resolve) => gates.push(resolve));
          return answer(input.page);
        }),
        exportSubscribers: fromPromise(() => new Promise<undefined>((resolve) => gates.push(() => resolve(undefined)))),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    return {
      actor,
      view: () => studioNewsletterView(actor.getSnapshot()),
      hold: () => (holding = true),
      release: () => gates.splice(0).forEach((open) => open()),
    };
  }
  const ready = (actor: ReturnType<typeof paged>['actor']) => waitFor(actor, (s) => s.matches({ active: { list: 'ready' } }));

  it('while loading, ready on page 1 of 2, loading page 2, and ready on the last page', async () => {
    const { actor, view, hold, release } = paged((page) => ({ ...list, page }));
    expect(view()).toMatchObject({
      loading: true,
      empty: false,
      summary: '',
      subscribers: [],
      pages: 0,
      canGoBack: false,
      canGoForward: false,
    });
    await ready(actor);
    expect(view()).toMatchObject({
      loading: false,
      problem: '',
      canRetry: false,
      empty: false,
      summary: '3 subscribers',
      exporting: false,
    });
    expect(view()).toMatchObject({ page: 1, pages: 2, canGoBack: false, canGoForward: true });
    expect(view().statusOptions[0]).toEqual({ value: '', label: 'Every state' });
    hold();
    actor.send({ type: 'page.go', page: 2 });
    expect(view()).toMatchObject({ loading: true, summary: '', canGoBack: false, canGoForward: false });
    release();
    await ready(actor);
    expect(view()).toMatchObject({ page: 2, pages: 2, canGoBack: true, canGoForward: false });
  });

  it('counts one subscriber in the singular, says an empty list, and shows an export at work', async () => {
    const one = paged(() => ({ ...list, subscribers: list.subscribers.slice(0, 1), total: 1, pages: 1 }));
    await ready(one.actor);
    expect(one.view()).toMatchObject({ summary: '1 subscriber', empty: false, canGoForward: false });
    one.actor.send({ type: 'subscribers.export' });
    expect(one.view().exporting).toBe(true);
    one.release();
    await waitFor(one.actor, (s) => s.matches({ active: { export: 'idle' } }));
    expect(one.view().exporting).toBe(false);

    const none = paged(() => ({ ...list, subscribers: [], total: 0, pages: 0 }));
    expect(none.view().empty).toBe(false);
    await ready(none.actor);
    expect(none.view()).toMatchObject({ empty: true, summary: '0 subscribers', emptyText: 'No subscribers yet.', pages: 0 });
    none.actor.send({ type: 'status.change', status: 'pending' });
    await ready(none.actor);
    expect(none.view()).toMatchObject({ empty: true, emptyText: 'No subscriber matches this search.' });
  });

  it('before anything is read: no search, no state, no rows, and no problem', () => {
    const { actor, view } = paged((page) => ({ ...list, page }));
    expect(actor.getSnapshot().context.loadError).toBe('');
    expect(view()).toEqual({
      loading: true,
      problem: '',
      canRetry: false,
      text: '',
      searched: '',
      status: '',
      statusOptions: [
        { value: '', label: 'Every state' },
        { value: 'confirmed', label: 'Confirmed' },
        { value: 'pending', label: 'Pending confirmation' },
        { value: 'unsubscribed', label: 'Unsubscribed' },
      ],
      empty: false,
      emptyText: 'No subscribers yet.',
      summary: '',
      exporting: false,
      subscribers: [],
      page: 1,
      pages: 0,
      canGoBack: false,
      canGoForward: false,
    });
  });

  it('says nothing matches a search with every state', async () => {
    const none = paged(() => ({ ...list, subscribers: [], total: 0, pages: 0 }));
    await ready(none.actor);
    none.actor.send({ type: 'search.input', text: 'nobody' });
    none.actor.send({ type: 'search.submit' });
    await ready(none.actor);
    expect(none.view()).toMatchObject({ searched: 'nobody', status: '', empty: true, emptyText: 'No subscriber matches this search.' });
  });

  it('shows a failure whole', async () => {
    const { actor } = harness({ loadFails: rejectedByServer('Only the studio’s staff can do this') });
    await waitFor(actor, (s) => s.matches({ active: { list: 'failed' } }));
    expect(studioNewsletterView(actor.getSnapshot())).toMatchObject({
      loading: false,
      problem: 'Only the studio’s staff can do this',
      canRetry: true,
      empty: false,
      summary: '',
      canGoBack: false,
      canGoForward: false,
    });
  });
});
