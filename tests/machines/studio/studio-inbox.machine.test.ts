import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { LOAD_INBOX_FAILED, studioInboxMachine } from '../../../src/machines/studio/studio-inbox.machine.ts';
import { studioInboxView } from '../../../src/machines/studio/studio-inbox.view.ts';
import { HANDLED_FAILED, LOAD_MESSAGE_FAILED, studioMessageMachine } from '../../../src/machines/studio/studio-message.machine.ts';
import { studioMessageView } from '../../../src/machines/studio/studio-message.view.ts';
import type { StudioInboxList, StudioInboxMessage } from '../../../src/machines/studio/studio-types.ts';
import { firstPageLoading, rejectedByServer, sessionWithToken } from './fixtures.ts';

const summaryOf = (referenceId: string, read: boolean, handled: boolean) => ({
  referenceId,
  name: 'Tunde Bakare',
  email: 'tunde@example.ng',
  subject: 'Family portrait',
  receivedAt: '2026-11-26T09:30:00.000Z',
  read,
  handled,
});
const list = (pages = 1): StudioInboxList => ({
  success: true,
  messages: [
    summaryOf('MSG-20261126-AAAA', false, false),
    summaryOf('MSG-20261126-BBBB', true, false),
    summaryOf('MSG-20261126-CCCC', true, true),
  ],
  total: 3,
  unread: 1,
  page: 1,
  pages,
});

describe('the studio’s inbox', () => {
  function harness(loadFails?: unknown) {
    const loads: { search: string; page: number }[] = [];
    const machine = studioInboxMachine.provide({
      actors: {
        loadList: fromPromise(async ({ input }) => {
          loads.push(input.query);
          if (loadFails) throw loadFails;
          return list(2);
        }),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    return { actor, loads };
  }

  it('lists the messages by reference with their sender, subject, time and state, each linking to its page', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    const view = studioInboxView(actor.getSnapshot());
    expect(view.messages[0]).toEqual({
      id: 'MSG-20261126-AAAA',
      href: '/studio/inbox/MSG-20261126-AAAA',
      name: 'Tunde Bakare',
      email: 'tunde@example.ng',
      subject: 'Family portrait',
      received: '26 November 2026 at 10:30 am',
      unread: true,
      state: 'Unread',
    });
    expect(view.messages.map((message) => [message.unread, message.state])).toEqual([
      [true, 'Unread'],
      [false, 'Read'],
      [false, 'Handled'],
    ]);
    expect(view).toMatchObject({ summary: '3 messages, 1 unread in the inbox', canGoForward: true, canGoBack: false, empty: false });
  });

  it('searches, pages and clears on the server', async () => {
    const { actor, loads } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'search.input', text: ' MSG-2026 ' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.go', page: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'search.clear' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual([
      { search: '', page: 1 },
      { search: 'MSG-2026', page: 1 },
      { search: 'MSG-2026', page: 2 },
      { search: '', page: 1 },
    ]);
  });

  it('says when nothing matches, and when the inbox is empty', async () => {
    const empty: StudioInboxList = { success: true, messages: [], total: 0, unread: 0, page: 1, pages: 0 };
    const machine = studioInboxMachine.provide({ actors: { loadList: fromPromise(async () => empty) } });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioInboxView(actor.getSnapshot())).toMatchObject({
      empty: true,
      emptyText: 'No messages yet.',
      summary: '0 messages, 0 unread in the inbox',
    });
    actor.send({ type: 'search.input', text: 'nobody' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioInboxView(actor.getSnapshot())).toMatchObject({ empty: true, emptyText: 'No message matches this search.' });
  });

  it('says when the inbox cannot load, in the server’s words, and tries again', async () => {
    const { actor, loads } = harness(rejectedByServer("Only the studio's staff can do this"));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(studioInboxView(actor.getSnapshot())).toMatchObject({ problem: "Only the studio's staff can do this", canRetry: true });
    actor.send({ type: 'list.retry' });
    await waitFor(actor, () => loads.length === 2);
    expect(LOAD_INBOX_FAILED).toBe('Failed to load the inbox');
  });
});

describe('the inbox’s whole view', () => {
  it('while loading, one message in the singular, and no count while a new search loads', async () => {
    const gates: (() => void)[] = [];
    const one: StudioInboxList = { ...list(), messages: list().messages.slice(0, 1), total: 1 };
    const machine = studioInboxMachine.provide({
      actors: {
        loadList: fromPromise(async ({ input }) => {
          if (input.query.search) await new Promise<void>((resolve) => gates.push(resolve));
          return one;
        }),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    const view = () => studioInboxView(actor.getSnapshot());
    expect(view()).toEqual({
      ...firstPageLoading,
      empty: false,
      emptyText: 'No messages yet.',
      summary: '',
      messages: [],
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view()).toMatchObject({ loading: false, empty: false, summary: '1 message, 1 unread in the inbox', pages: 1 });
    actor.send({ type: 'search.input', text: 'Tunde' });
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().context.list).toEqual(one);
    expect(view()).toMatchObject({ loading: true, summary: '', empty: false, emptyText: 'No message matches this search.' });
    gates.forEach((open) => open());
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().summary).toBe('1 message, 1 unread in the inbox');
  });
});

describe('one message of the inbox', () => {
  const message: StudioInboxMessage = {
    referenceId: 'MSG-20261126-AAAA',
    name: 'Tunde Bakare',
    email: 'tunde@example.ng',
    phone: '+2348095550101',
    subject: 'Family portrait',
    message: 'Line one\nLine two',
    receivedAt: '2026-11-26T09:30:00.000Z',
    readAt: '2026-11-26T10:00:00.000Z',
    handledAt: null,
    handledBy: null,
  };
  const handledMessage: StudioInboxMessage = { ...message, handledAt: '2026-11-26T11:00:00.000Z', handledBy: 'Sade Staff' };

  function harness(options: { loadFails?: unknown; saveFails?: unknown; loaded?: StudioInboxMessage } = {}) {
    const saves: { referenceId: string; handled: boolean }[] = [];
    const loads: { referenceId: string }[] = [];
    const machine = studioMessageMachine.provide({
      actors: {
        loadMessage: fromPromise(async ({ input }) => {
          loads.push(input);
          if (options.loadFails) throw options.loadFails;
          return options.loaded ?? message;
        }),
        setHandled: fromPromise(async ({ input }) => {
          saves.push(input);
          if (options.saveFails) throw options.saveFails;
          return {
            success: true,
            message: input.handled ? 'Message marked handled' : 'Message marked not handled',
            inboxMessage: input.handled ? handledMessage : message,
          };
        }),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t'), referenceId: 'MSG-20261126-AAAA' } });
    const effects: AppEffect[] = [];
    actor.on('*', (event) => effects.push(event as AppEffect));
    actor.start();
    return { actor, effects, saves, loads };
  }

  it('shows nothing but its reference while it loads, which it asks for', async () => {
    const { actor, loads } = harness();
    expect(actor.getSnapshot().context).toEqual({
      session: actor.getSnapshot().context.session,
      referenceId: 'MSG-20261126-AAAA',
      message: null,
      loadError: '',
    });
    expect(studioMessageView(actor.getSnapshot())).toEqual({
      title: 'Message MSG-20261126-AAAA',
      referenceId: 'MSG-20261126-AAAA',
      loading: true,
      problem: '',
      canRetry: false,
      details: [],
      body: '',
      replyHref: '',
      shown: false,
      handled: false,
      saving: false,
      toggleLabel: 'Mark handled',
    });
    expect(loads).toEqual([{ referenceId: 'MSG-20261126-AAAA' }]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioMessageView(actor.getSnapshot())).toMatchObject({ loading: false, problem: '', canRetry: false, shown: true });
  });

  it('says “someone” handled it when the server does not say who', async () => {
    const { actor } = harness({ loaded: { ...handledMessage, handledBy: null } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioMessageView(actor.getSnapshot())).toMatchObject({ handled: true, toggleLabel: 'Mark not handled' });
    expect(studioMessageView(actor.getSnapshot()).details.at(-1)).toEqual({
      term: 'State',
      value: 'Handled by someone on 26 November 2026 at 12:00 pm',
    });
  });

  it('shows everything the visitor sent and a mailto: reply with the reference in its subject', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    const view = studioMessageView(actor.getSnapshot());
    expect(view.title).toBe('Family portrait');
    expect(view.details).toEqual([
      { term: 'Reference', value: 'MSG-20261126-AAAA' },
      { term: 'Received', value: '26 November 2026 at 10:30 am' },
      { term: 'Name', value: 'Tunde Bakare' },
      { term: 'Email', value: 'tunde@example.ng' },
      { term: 'Phone', value: '+234 809 555 0101' },
      { term: 'Subject', value: 'Family portrait' },
      { term: 'State', value: 'Not handled' },
    ]);
    expect(view.body).toBe('Line one\nLine two');
    expect(view.replyHref).toBe('mailto:tunde@example.ng?subject=Re%3A%20%5BMSG-20261126-AAAA%5D%20Family%20portrait');
    expect(view).toMatchObject({ handled: false, saving: false, toggleLabel: 'Mark handled', shown: true });
  });

  it('marks it handled (who and when shown), then not handled again, with the server’s words as toasts', async () => {
    const { actor, effects, saves } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'handled.set', handled: true });
    expect(studioMessageView(actor.getSnapshot())).toMatchObject({ saving: true, toggleLabel: 'Saving…' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const view = studioMessageView(actor.getSnapshot());
    expect(view.details.at(-1)).toEqual({ term: 'State', value: 'Handled by Sade Staff on 26 November 2026 at 12:00 pm' });
    expect(view).toMatchObject({ handled: true, toggleLabel: 'Mark not handled' });
    actor.send({ type: 'handled.set', handled: false });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.message?.handledAt === null);
    expect(saves).toEqual([
      { referenceId: 'MSG-20261126-AAAA', handled: true },
      { referenceId: 'MSG-20261126-AAAA', handled: false },
    ]);
    expect(effects).toEqual([
      { type: 'toast', kind: 'success', message: 'Message marked handled' },
      { type: 'toast', kind: 'success', message: 'Message marked not handled' },
    ]);
  });

  it('keeps the message as it was and says so when marking fails', async () => {
    const { actor, effects } = harness({ saveFails: new Error('offline') });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'handled.set', handled: true });
    await waitFor(actor, () => effects.length === 1);
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: HANDLED_FAILED }]);
    expect(studioMessageView(actor.getSnapshot())).toMatchObject({ handled: false, saving: false });
    expect(HANDLED_FAILED).toBe('Failed to change the message');
  });

  it('says when the message cannot be loaded, and tries again', async () => {
    const { actor } = harness({ loadFails: rejectedByServer('Message not found') });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(studioMessageView(actor.getSnapshot())).toMatchObject({
      problem: 'Message not found',
      canRetry: true,
      shown: false,
      details: [],
      title: 'Message MSG-20261126-AAAA',
    });
    actor.send({ type: 'message.retry' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(LOAD_MESSAGE_FAILED).toBe('Failed to load the message');
  });

  it('sends a visitor without a session to the login', async () => {
    const actor = createActor(studioMessageMachine, { input: { session: sessionWithToken(null), referenceId: 'x' } });
    const effects: AppEffect[] = [];
    actor.on('*', (event) => effects.push(event as AppEffect));
    actor.start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual([{ type: 'loginRequired' }]);
  });
});
