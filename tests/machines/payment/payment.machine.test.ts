import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFromLogic } from 'xstate';
import { paymentMachine, type Order, type PaymentInitializeRequest } from '../../../src/machines/payment/payment.machine.ts';
import { paymentView } from '../../../src/machines/payment/payment.view.ts';
import { fakeSession } from '../checkout/session-fake.ts';

class Rejected extends Error {
  readonly _tag = 'Rejected';
}

class NotFound extends Error {
  readonly _tag = 'NotFound';
}

const order = {
  _id: 'o1',
  orderNumber: 'ORD-20261122-0001',
  amount: 49000,
  shipping: { cost: 4000 },
  status: 'pending',
  paymentStatus: 'pending',
} as Order;

type Loaded = Order | null | Error;

function start(
  session: Awaited<ReturnType<typeof fakeSession>>,
  {
    current = order as Loaded,
    orderId = null as string | null,
    loads = [] as Loaded[],
    answers = [] as ({ authorization_url: string } | Error)[],
  } = {},
) {
  const sent: PaymentInitializeRequest[] = [];
  const log: string[] = [];
  const machine = paymentMachine.provide({
    actors: {
      loadOrder: fromPromise(async ({ input }) => {
        log.push(`load ${input ?? 'current'}`);
        const next = loads.length > 0 ? loads.shift() : current;
        if (next instanceof Error) throw next;
        return next ?? null;
      }),
      initializePayment: fromPromise(async ({ input }) => {
        sent.push(input);
        const next = answers.shift() ?? new Error('no answer');
        if (next instanceof Error) throw next;
        return next;
      }),
    },
    actions: { redirect: (_, { url }) => log.push(`redirect ${url}`) },
  });
  const actor = createActor(machine, { input: { session, origin: 'https://studio.example.ng/', orderId } });
  actor.on('*', (event) => log.push(event.type === 'toast' ? `toast ${event.kind}: ${event.message}` : event.type));
  return { actor: actor.start(), sent, log };
}

describe('paymentMachine (/payment)', () => {
  it('initializes the current order with the site origin plus /payment/status and goes to the provider', async () => {
    const session = await fakeSession();
    const { actor, sent, log } = start(session, { answers: [{ authorization_url: 'https://pay.example/abc' }] });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ orderId: 'o1', callbackUrl: 'https://studio.example.ng/payment/status' }]);
    expect(log).toEqual(['load current', 'redirect https://pay.example/abc']);
    expect(paymentView(actor.getSnapshot())).toMatchObject({
      status: 'redirecting',
      order: { number: 'ORD-20261122-0001', shipping: '₦4,000', total: '₦49,000' },
    });
  });

  it('says "Payment initialization failed" (or the server message) once, in the toast, and can try again', async () => {
    const session = await fakeSession();
    const { actor, sent, log } = start(session, {
      answers: [new Error('offline'), new Rejected('Order is already paid'), { authorization_url: 'https://pay.example/x' }],
    });
    await waitFor(actor, (s) => s.matches('failed'));
    // The page says it in other words, so the toast's text is on screen once.
    expect(paymentView(actor.getSnapshot())).toEqual({
      status: 'failed',
      heading: "We couldn't start your payment",
      message: 'Your order is saved and nothing has been charged. Try again, or pay it later with Pay now under My Orders.',
      order: { number: 'ORD-20261122-0001', shipping: '₦4,000', total: '₦49,000' },
      canRetry: true,
      links: [{ to: '/orders', label: 'View My Orders' }],
    });
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(JSON.stringify(paymentView(actor.getSnapshot()))).not.toMatch(/Order is already paid|Payment initialization failed/i);
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toHaveLength(3);
    expect(log).toEqual([
      'load current',
      'toast error: Payment initialization failed',
      'toast error: Order is already paid',
      'redirect https://pay.example/x',
    ]);
  });

  it('Pay now and Try Again (/payment?order=id) pay that same order again, as the server has it now', async () => {
    const session = await fakeSession();
    const failedBefore = { ...order, _id: 'o9', orderNumber: 'ORD-20261122-0009', paymentStatus: 'failed' } as Order;
    const { actor, sent, log } = start(session, {
      orderId: 'o9',
      loads: [failedBefore],
      answers: [{ authorization_url: 'https://pay.example/again' }],
    });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ orderId: 'o9', callbackUrl: 'https://studio.example.ng/payment/status' }]);
    expect(log).toEqual(['load o9', 'redirect https://pay.example/again']);
  });

  it('an order paid or cancelled since is not paid again: the page says so and points to My Orders', async () => {
    const session = await fakeSession();
    for (const since of [
      { status: 'confirmed', paymentStatus: 'paid' },
      { status: 'cancelled', paymentStatus: 'failed' },
      { status: 'pending', paymentStatus: 'refunded' },
    ]) {
      const { actor, sent } = start(session, { orderId: 'o1', loads: [{ ...order, ...since } as Order] });
      await waitFor(actor, (s) => s.matches('notPayable'));
      expect(sent).toEqual([]);
      expect(paymentView(actor.getSnapshot())).toEqual({
        status: 'notPayable',
        heading: 'This order can no longer be paid',
        message: 'It has been paid or cancelled since. My Orders shows where it stands.',
        order: { number: 'ORD-20261122-0001', shipping: '₦4,000', total: '₦49,000' },
        canRetry: false,
        links: [{ to: '/orders', label: 'View My Orders' }],
      });
    }
  });

  it('an order that cannot be read: unknown is "no order"; anything else says so once and can be read again', async () => {
    const session = await fakeSession();
    const unknown = start(session, { orderId: 'gone', loads: [new NotFound('Order not found')] });
    await waitFor(unknown.actor, (s) => s.matches('noOrder'));
    expect(unknown.log).toEqual(['load gone']);

    const { actor, sent, log } = start(session, {
      orderId: 'o1',
      loads: [new Error('offline'), order],
      answers: [{ authorization_url: 'https://pay.example/later' }],
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(paymentView(actor.getSnapshot())).toEqual({
      status: 'loadFailed',
      heading: "We couldn't load your order",
      message: 'Nothing has been charged. Try again in a moment.',
      order: null,
      canRetry: true,
      links: [{ to: '/orders', label: 'View My Orders' }],
    });
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toHaveLength(1);
    expect(log).toEqual(['load o1', 'toast error: Failed to load order details', 'load o1', 'redirect https://pay.example/later']);
  });

  it('without a current order says so and sends nothing; without a login asks for one', async () => {
    const session = await fakeSession();
    const none = start(session, { current: null });
    await waitFor(none.actor, (s) => s.matches('noOrder'));
    expect(paymentView(none.actor.getSnapshot())).toMatchObject({
      status: 'noOrder',
      heading: 'No order to pay',
      links: [
        { to: '/checkout', label: 'Back to Checkout' },
        { to: '/orders', label: 'View My Orders' },
      ],
    });
    expect(none.sent).toEqual([]);

    const guest = start(await fakeSession({ token: null }));
    expect(guest.log).toEqual([]);
    await waitFor(guest.actor, (s) => s.status === 'done');
    expect(guest.log).toEqual(['loginRequired']);
    expect(guest.sent).toEqual([]);
  });

  it('every shortest path: the provider is reached only through an initialized order', async () => {
    const session = await fakeSession();
    const events = [
      { type: 'payment.retry' },
      { type: 'xstate.done.actor.loadOrder', output: order },
      { type: 'xstate.done.actor.loadOrder', output: { ...order, status: 'cancelled' } },
      { type: 'xstate.done.actor.loadOrder', output: null },
      { type: 'xstate.error.actor.loadOrder', error: new Error('offline') },
      { type: 'xstate.error.actor.loadOrder', error: new NotFound('Order not found') },
      { type: 'xstate.done.actor.initializePayment', output: { authorization_url: 'https://pay.example/abc' } },
      { type: 'xstate.error.actor.initializePayment', error: new Error('offline') },
    ] as unknown as EventFromLogic<typeof paymentMachine>[];
    const paths = getShortestPaths(paymentMachine, { events, input: { session, origin: 'http://localhost', orderId: null } });
    expect(new Set(paths.map((path) => paymentView(path.state).status))).toEqual(
      new Set(['preparing', 'noOrder', 'notPayable', 'loadFailed', 'failed', 'redirecting']),
    );
    for (const path of paths) {
      if (path.state.matches('redirecting'))
        expect(path.steps.map((step) => step.event.type)).toContain('xstate.done.actor.initializePayment');
      if (path.state.matches('initializing')) expect(path.state.context.order?.status).toBe('pending');
    }
  });
});
