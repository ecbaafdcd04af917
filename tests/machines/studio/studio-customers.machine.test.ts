import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { LOAD_CUSTOMER_FAILED, studioCustomerMachine } from '../../../src/machines/studio/studio-customer.machine.ts';
import { studioCustomerView } from '../../../src/machines/studio/studio-customer.view.ts';
import { LOAD_CUSTOMERS_FAILED, studioCustomersMachine } from '../../../src/machines/studio/studio-customers.machine.ts';
import { studioCustomersView } from '../../../src/machines/studio/studio-customers.view.ts';
import type { StudioCustomerDetail, StudioCustomerList } from '../../../src/machines/studio/studio-types.ts';
import { rejectedByServer, sessionWithToken, summary } from './fixtures.ts';

const amaka = {
  _id: 'u1',
  name: 'Amaka Obi',
  email: 'amaka@example.ng',
  joined: '2026-11-01T10:00:00.000Z',
  ordersCount: 3,
  totalSpent: 25000,
};
const list = (pages = 1): StudioCustomerList => ({ success: true, customers: [amaka], total: 1, page: 1, pages });

describe('the studio’s customer list', () => {
  function harness(loadFails?: unknown) {
    const loads: { search: string; page: number }[] = [];
    const machine = studioCustomersMachine.provide({
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

  it('lists the customers with their orders, spending and joining day, each linking to their page', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    const view = studioCustomersView(actor.getSnapshot());
    expect(view.customers).toEqual([
      {
        id: 'u1',
        href: '/studio/customers/u1',
        name: 'Amaka Obi',
        email: 'amaka@example.ng',
        orders: 3,
        spent: '₦25,000',
        joined: '1 November 2026',
      },
    ]);
    expect(view).toMatchObject({ summary: '1 customer', canGoForward: true, canGoBack: false });
  });

  it('searches, pages and clears on the server', async () => {
    const { actor, loads } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'search.input', text: ' amaka ' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.go', page: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'search.clear' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual([
      { search: '', page: 1 },
      { search: 'amaka', page: 1 },
      { search: 'amaka', page: 2 },
      { search: '', page: 1 },
    ]);
  });

  it('says when the list cannot load, in the server’s words, and tries again', async () => {
    const { actor, loads } = harness(rejectedByServer("Only the studio's staff can do this"));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(studioCustomersView(actor.getSnapshot()).problem).toBe("Only the studio's staff can do this");
    actor.send({ type: 'list.retry' });
    await waitFor(actor, () => loads.length === 2);
    expect(LOAD_CUSTOMERS_FAILED).toBe('Failed to load the customers');
  });
});

describe('a customer’s page', () => {
  const detail: StudioCustomerDetail = {
    success: true,
    customer: { ...amaka, phone: null, emailVerified: false },
    addresses: [
      {
        _id: 'a1',
        label: 'Home',
        fullName: 'Amaka Obi',
        address: '12 Allen Avenue',
        city: 'Ikeja',
        state: 'Lagos',
        zipCode: '100271',
        phone: '+2348035550101',
        landmark: '',
        isDefault: true,
      },
    ],
    orders: [summary],
  };

  function harness(loadFails?: unknown) {
    const machine = studioCustomerMachine.provide({
      actors: {
        loadCustomer: fromPromise(async () => {
          if (loadFails) throw loadFails;
          return detail;
        }),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t'), id: 'u1' } });
    const effects: AppEffect[] = [];
    actor.on('*', (event) => effects.push(event as AppEffect));
    actor.start();
    return { actor, effects };
  }

  it('shows the details, orders and addresses, and says when only the latest orders are shown', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    const view = studioCustomerView(actor.getSnapshot());
    expect(view.title).toBe('Amaka Obi');
    expect(view.details).toEqual([
      { term: 'Email', value: 'amaka@example.ng (not verified)' },
      { term: 'Phone', value: 'None given' },
      { term: 'Joined', value: '1 November 2026' },
      { term: 'Orders', value: '3' },
      { term: 'Total spent', value: '₦25,000' },
    ]);
    expect(view.addresses).toEqual([
      { id: 'a1', label: 'Home (default)', lines: ['Amaka Obi', '12 Allen Avenue', 'Ikeja, Lagos 100271', '+2348035550101'] },
    ]);
    expect(view.orders).toEqual([
      expect.objectContaining({
        orderNumber: 'OJ-2026-000001',
        href: '/studio/orders/OJ-2026-000001',
        status: 'Confirmed',
        payment: 'Paid',
      }),
    ]);
    expect(view.ordersNote).toBe('The latest 1 of 3 orders; search the order table by amaka@example.ng for the rest.');
    expect(view).toMatchObject({ noOrders: false, noAddresses: false });
  });

  it('says when the customer cannot be loaded, and tries again', async () => {
    const { actor } = harness(rejectedByServer('Customer not found'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(studioCustomerView(actor.getSnapshot())).toMatchObject({ problem: 'Customer not found', canRetry: true, details: [] });
    actor.send({ type: 'customer.retry' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(LOAD_CUSTOMER_FAILED).toBe('Failed to load the customer');
  });

  it('sends a visitor without a session to the login', async () => {
    const machine = studioCustomerMachine.provide({ actors: { loadCustomer: fromPromise(async () => detail) } });
    const actor = createActor(machine, { input: { session: sessionWithToken(null), id: 'u1' } });
    const effects: AppEffect[] = [];
    actor.on('*', (event) => effects.push(event as AppEffect));
    actor.start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual([{ type: 'loginRequired' }]);
  });
});

describe('the customer screens’ whole views', () => {
  it('the list while loading, ready, empty and on each page', async () => {
    const answers: StudioCustomerList[] = [
      { ...list(2), total: 2 },
      { ...list(2), total: 2, page: 2 },
      { success: true, customers: [], total: 0, page: 1, pages: 0 },
      { success: true, customers: [], total: 0, page: 1, pages: 0 },
    ];
    const machine = studioCustomersMachine.provide({ actors: { loadList: fromPromise(async () => answers.shift() ?? list()) } });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    expect(studioCustomersView(actor.getSnapshot())).toEqual({
      loading: true,
      problem: '',
      canRetry: false,
      text: '',
      searched: '',
      empty: false,
      emptyText: 'No customers yet.',
      summary: '',
      customers: [],
      page: 1,
      pages: 0,
      canGoBack: false,
      canGoForward: false,
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioCustomersView(actor.getSnapshot())).toMatchObject({
      loading: false,
      summary: '2 customers',
      empty: false,
      canGoForward: true,
      canGoBack: false,
      pages: 2,
    });
    actor.send({ type: 'page.go', page: 2 });
    expect(studioCustomersView(actor.getSnapshot())).toMatchObject({ loading: true, canGoForward: false, summary: '' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioCustomersView(actor.getSnapshot())).toMatchObject({ canGoBack: true, canGoForward: false });
    actor.send({ type: 'search.input', text: 'nobody' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioCustomersView(actor.getSnapshot())).toMatchObject({
      empty: true,
      emptyText: 'No customer matches this search.',
      summary: '0 customers',
    });
    actor.send({ type: 'search.clear' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioCustomersView(actor.getSnapshot())).toMatchObject({ empty: true, emptyText: 'No customers yet.' });
  });

  it('the list’s failure', async () => {
    const machine = studioCustomersMachine.provide({ actors: { loadList: fromPromise(async () => Promise.reject(new Error('x'))) } });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(studioCustomersView(actor.getSnapshot())).toMatchObject({
      loading: false,
      problem: LOAD_CUSTOMERS_FAILED,
      canRetry: true,
      empty: false,
    });
  });

  it('a customer’s page while loading (nothing read, no problem yet), and one with every order shown, no address, a verified email and a phone', async () => {
    const bare: StudioCustomerDetail = {
      success: true,
      customer: { ...amaka, ordersCount: 0, phone: '+2348035550101', emailVerified: true },
      addresses: [],
      orders: [],
    };
    const machine = studioCustomerMachine.provide({ actors: { loadCustomer: fromPromise(async () => bare) } });
    const session = sessionWithToken('t');
    const actor = createActor(machine, { input: { session, id: 'u1' } }).start();
    expect(actor.getSnapshot().context).toEqual({ session, id: 'u1', detail: null, loadError: '' });
    expect(studioCustomerView(actor.getSnapshot())).toEqual({
      loading: true,
      problem: '',
      canRetry: false,
      title: 'Customer',
      details: [],
      addresses: [],
      orders: [],
      ordersNote: '',
      noOrders: false,
      noAddresses: false,
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioCustomerView(actor.getSnapshot())).toMatchObject({
      loading: false,
      problem: '',
      details: [
        { term: 'Email', value: 'amaka@example.ng' },
        { term: 'Phone', value: '+2348035550101' },
        { term: 'Joined', value: '1 November 2026' },
        { term: 'Orders', value: '0' },
        { term: 'Total spent', value: '₦25,000' },
      ],
      ordersNote: '',
      noOrders: true,
      noAddresses: true,
    });
  });

  it('a customer whose every order is shown has no note', async () => {
    const all: StudioCustomerDetail = {
      success: true,
      customer: { ...amaka, ordersCount: 1, phone: null, emailVerified: true },
      addresses: [],
      orders: [summary],
    };
    const machine = studioCustomerMachine.provide({
      actors: { loadCustomer: fromPromise(async ({ input }) => (input.id === 'u1' ? all : Promise.reject(new Error('wrong id')))) },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t'), id: 'u1' } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioCustomerView(actor.getSnapshot())).toMatchObject({ ordersNote: '', noOrders: false });
  });
});
