import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { searchedListMachine, type SearchedListRequest } from '../../../src/machines/studio/searched-list.machine.ts';
import { searchedListView } from '../../../src/machines/studio/searched-list.view.ts';
import { unprovided } from '../../../src/machines/unprovided.ts';
import { firstPageLoading, rejectedByServer, sessionWithToken } from './fixtures.ts';
import { settle } from '../shared/support.ts';

type Status = 'all' | 'open' | 'closed';
interface Query {
  readonly search: string;
  readonly status: Status;
  readonly page: number;
}
interface List {
  readonly names: readonly string[];
  readonly pages: number;
}

const FAILED = 'Failed to load the things';

const machine = searchedListMachine({
  id: 'things',
  loadList: fromPromise<List, SearchedListRequest<Query>>(() => unprovided('loadList')),
  failedText: FAILED,
  firstQuery: { search: '', status: 'all', page: 1 },
});

/** One request the test answers by hand, as the server would, in any order. */
interface Call {
  readonly query: Query;
  readonly signal: AbortSignal;
  answer(list: List): void;
  fail(error: unknown): void;
}

function harness(token: string | null = 't') {
  const calls: Call[] = [];
  const provided = machine.provide({
    actors: {
      loadList: fromPromise<List, SearchedListRequest<Query>>(
        ({ input, signal }) =>
          new Promise<List>((resolve, reject) => {
            calls.push({ query: input.query, signal, answer: resolve, fail: reject });
          }),
      ),
    },
  });
  const actor = createActor(provided, { input: { session: sessionWithToken(token) } });
  const effects: AppEffect[] = [];
  actor.on('*', (event) => effects.push(event as AppEffect));
  actor.start();
  const call = (n: number) => {
    const found = calls[n];
    if (!found) throw new Error(`no request ${n}`);
    return found;
  };
  const view = () => searchedListView(actor.getSnapshot());
  return { actor, calls, call, effects, view };
}

const pageOf = (pages: number, ...names: string[]): List => ({ names, pages });

describe('a searched, paged studio list', () => {
  it('reads the first page of the whole list once the login is there', async () => {
    const { actor, calls, call, view } = harness();
    expect(calls.map((c) => c.query)).toEqual([{ search: '', status: 'all', page: 1 }]);
    expect(view()).toEqual(firstPageLoading);
    call(0).answer(pageOf(3, 'a'));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.list).toEqual(pageOf(3, 'a'));
    expect(view()).toMatchObject({ loading: false, page: 1, pages: 3, canGoBack: false, canGoForward: true });
  });

  it('asks a guest to log in and reads nothing', async () => {
    const { actor, calls, effects } = harness(null);
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual([{ type: 'loginRequired' }]);
    expect(calls).toEqual([]);
  });

  it('keeps what is typed without asking the server until the search is submitted, then asks for its trimmed text', async () => {
    const { actor, calls, call, view } = harness();
    call(0).answer(pageOf(1, 'a'));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'search.input', text: '  ada ' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toHaveLength(1);
    expect(view()).toMatchObject({ text: '  ada ', searched: '' });
    actor.send({ type: 'search.submit' });
    expect(calls.map((c) => c.query)).toEqual([
      { search: '', status: 'all', page: 1 },
      { search: 'ada', status: 'all', page: 1 },
    ]);
    expect(view()).toMatchObject({ loading: true, text: '  ada ', searched: 'ada' });
  });

  it('starts again at page 1 for a new search, a cleared one or a new filter, and keeps the rest of the query', async () => {
    const { actor, calls, call } = harness();
    const answerLast = async () => {
      call(calls.length - 1).answer(pageOf(5, 'x'));
      await waitFor(actor, (s) => s.matches('ready'));
    };
    await answerLast();
    actor.send({ type: 'page.go', page: 3 });
    await answerLast();
    actor.send({ type: 'search.input', text: 'ada' });
    actor.send({ type: 'search.submit' });
    await answerLast();
    actor.send({ type: 'page.go', page: 2 });
    await answerLast();
    actor.send({ type: 'status.choose', status: 'closed' });
    await answerLast();
    actor.send({ type: 'page.go', page: 4 });
    await answerLast();
    actor.send({ type: 'search.clear' });
    await answerLast();
    expect(calls.map((c) => c.query)).toEqual([
      { search: '', status: 'all', page: 1 },
      { search: '', status: 'all', page: 3 },
      { search: 'ada', status: 'all', page: 1 },
      { search: 'ada', status: 'all', page: 2 },
      { search: 'ada', status: 'closed', page: 1 },
      { search: 'ada', status: 'closed', page: 4 },
      { search: '', status: 'closed', page: 1 },
    ]);
    expect(actor.getSnapshot().context.text).toBe('');
  });

  it('offers the pages on either side only where they exist', async () => {
    const { actor, calls, call, view } = harness();
    const answerLast = async (pages: number) => {
      call(calls.length - 1).answer(pageOf(pages, 'x'));
      await waitFor(actor, (s) => s.matches('ready'));
    };
    await answerLast(1);
    expect(view()).toMatchObject({ page: 1, pages: 1, canGoBack: false, canGoForward: false });
    actor.send({ type: 'page.go', page: 2 });
    await answerLast(3);
    expect(view()).toMatchObject({ page: 2, pages: 3, canGoBack: true, canGoForward: true });
    actor.send({ type: 'page.go', page: 3 });
    expect(view()).toMatchObject({ loading: true, canGoBack: false, canGoForward: false });
    await answerLast(3);
    expect(view()).toMatchObject({ page: 3, pages: 3, canGoBack: true, canGoForward: false });
  });

  it('drops the late answer to an old question: a new search while a page loads cancels that read', async () => {
    const { actor, calls, call } = harness();
    actor.send({ type: 'search.input', text: 'ada' });
    actor.send({ type: 'search.submit' });
    expect(calls.map((c) => c.query.search)).toEqual(['', 'ada']);
    expect(call(0).signal.aborted).toBe(true);
    expect(call(1).signal.aborted).toBe(false);
    call(1).answer(pageOf(1, 'Ada'));
    await waitFor(actor, (s) => s.matches('ready'));
    call(0).answer(pageOf(9, 'everyone'));
    await settle();
    expect(actor.getSnapshot().context.list).toEqual(pageOf(1, 'Ada'));
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('says why a read failed in the server’s words, tries the same query again, and shows the answer', async () => {
    const { actor, calls, call, view } = harness();
    call(0).answer(pageOf(2, 'a'));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.go', page: 2 });
    call(1).fail(rejectedByServer("Only the studio's staff can do this"));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toMatchObject({ loading: false, problem: "Only the studio's staff can do this", canRetry: true, canGoBack: false });
    actor.send({ type: 'list.retry' });
    expect(calls.map((c) => c.query)).toEqual([
      { search: '', status: 'all', page: 1 },
      { search: '', status: 'all', page: 2 },
      { search: '', status: 'all', page: 2 },
    ]);
    expect(view()).toMatchObject({ loading: true, problem: '', canRetry: false });
    call(2).answer(pageOf(2, 'b'));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ list: pageOf(2, 'b'), loadError: '' });
  });

  it('says its own words for a failure that is not the server’s answer, and reads again for a new search after it', async () => {
    const { actor, calls, call, view } = harness();
    call(0).fail(new Error('Failed to fetch'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toMatchObject({ problem: FAILED, canRetry: true });
    actor.send({ type: 'search.input', text: 'ada' });
    actor.send({ type: 'search.submit' });
    expect(calls.map((c) => c.query)).toEqual([
      { search: '', status: 'all', page: 1 },
      { search: 'ada', status: 'all', page: 1 },
    ]);
  });

  it('retries only after a failure', async () => {
    const { actor, calls, call } = harness();
    actor.send({ type: 'list.retry' });
    call(0).answer(pageOf(1, 'a'));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.retry' });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('fails in its own words when the wiring did not provide the request', async () => {
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(searchedListView(actor.getSnapshot()).problem).toBe(FAILED);
  });
});
