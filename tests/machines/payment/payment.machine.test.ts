import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFromLogic } from 'xstate';
import { paymentMachine, type Order, type PaymentInitializeRequest } from '../../../src/machines/payment/payment.machine.ts';
import { paymentView } from '../../../src/machines/payment/payment.view.ts';
import { fakeSession } from '../checkout/session-fake.ts';

class Rejected extends Error {
  readonly _tag = 'Rejected';
}

const order = { _id: 'o1', orderNumber: 'ORD-20261122-0001', amount: 49000, shipping: { cost: 4000 } } as Order;

function start(session: Awaited<ReturnType<typeof fakeSession>>, { current = order as Order | null, answers = [] as ({ authorization_url: string } | Error)[] } = {}) {
  const sent: PaymentInitializeRequest[] = [];
  const log: string[] = [];
  const machine = paymentMachine.provide({
    actors: {
      loadCurrentOrder: fromPromise(async () => current),
      initializePayment: fromPromise(async ({ input }) => {
        sent.push(input);
        const next = answers.shift() ?? new Error('no answer');
        if (next instanceof Error) throw next;
        return next;
      }),
    },
    actions: { redirect: (_, { url }) => log.push(`redirect ${url}`) },
  });
  const actor = createActor(machine, { input: { session, origin: 'https://studio.example.ng/' } });
  actor.on('*', (event) => log.push('message' in event ? `toast ${event.kind}: ${event.message}` : event.type));
  return { actor: actor.start(), sent, log };
}

describe('paymentMachine (/payment)', () => {
  it('initializes the current order with the site origin plus /payment/status and goes to the provider', async () => {
    const session = await fakeSession();
    const { actor, sent, log } = start(session, { answers: [{ authorization_url: 'https://pay.example/abc' }] });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ orderId: 'o1', callbackUrl: 'https://studio.example.ng/payment/status' }]);
    expect(log).toEqual(['redirect https://pay.example/abc']);
    expect(paymentView(actor.getSnapshot())).toMatchObject({
      status: 'redirecting',
      order: { number: 'ORD-20261122-0001', shipping: '₦4,000', total: '₦49,000' },
    });
  });

  it('says "Payment initialization failed" (or the server message) once, in the toast, and can try again', async () => {
    const session = await fakeSession();
    const { actor, sent, log } = start(session, { answers: [new Error('offline'), new Rejected('Order is already paid'), { authorization_url: 'https://pay.example/x' }] });
    await waitFor(actor, (s) => s.matches('failed'));
    // The page says it in other words, so the toast's text is on screen once.
    expect(paymentView(actor.getSnapshot())).toEqual({
      status: 'failed',
      heading: "We couldn't start your payment",
      message: 'Your order is saved and nothing has been charged. Try again, or go back to checkout.',
      order: { number: 'ORD-20261122-0001', shipping: '₦4,000', total: '₦49,000' },
      canRetry: true,
    });
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(JSON.stringify(paymentView(actor.getSnapshot()))).not.toMatch(/Order is already paid|Payment initialization failed/i);
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toHaveLength(3);
    expect(log).toEqual(['toast error: Payment initialization failed', 'toast error: Order is already paid', 'redirect https://pay.example/x']);
  });

  it('without a current order says so and sends nothing; without a login asks for one', async () => {
    const session = await fakeSession();
    const none = start(session, { current: null });
    await waitFor(none.actor, (s) => s.matches('noOrder'));
    expect(paymentView(none.actor.getSnapshot())).toMatchObject({ status: 'noOrder', heading: 'No order to pay' });
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
      { type: 'xstate.done.actor.loadCurrentOrder', output: order },
      { type: 'xstate.done.actor.loadCurrentOrder', output: null },
      { type: 'xstate.done.actor.initializePayment', output: { authorization_url: 'https://pay.example/abc' } },
      { type: 'xstate.error.actor.initializePayment', error: new Error('offline') },
    ] as unknown as EventFromLogic<typeof paymentMachine>[];
    const paths = getShortestPaths(paymentMachine, { events, input: { session, origin: 'http://localhost' } });
    expect(new Set(paths.map((path) => paymentView(path.state).status))).toEqual(new Set(['preparing', 'noOrder', 'failed', 'redirecting']));
    for (const path of paths) {
      if (path.state.matches('redirecting')) expect(path.steps.map((step) => step.event.type)).toContain('xstate.done.actor.initializePayment');
    }
  });
});
