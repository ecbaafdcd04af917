import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { paymentMachine, type Order } from '../../../src/machines/payment/payment.machine.ts';
import { paymentView } from '../../../src/machines/payment/payment.view.ts';
import { fakeSession } from '../checkout/session-fake.ts';

class Unauthorized extends Error {
  readonly _tag = 'Unauthorized';
}

const pickupOrder = {
  _id: 'o2',
  orderNumber: 'ORD-20261122-0002',
  amount: 45000,
  shipping: { cost: 0 },
  status: 'pending',
  paymentStatus: 'pending',
} as Order;

async function start({
  current = pickupOrder as Order | null,
  initialize = (): Promise<{ authorization_url: string }> => new Promise(() => {}),
} = {}) {
  const log: string[] = [];
  const machine = paymentMachine.provide({
    actors: { loadOrder: fromPromise(async () => current), initializePayment: fromPromise(initialize) },
    actions: { redirect: (_, { url }) => log.push(`redirect ${url}`) },
  });
  const actor = createActor(machine, { input: { session: await fakeSession(), origin: 'https://studio.example.ng', orderId: null } });
  actor.on('*', (event) => log.push(event.type === 'toast' ? `toast ${event.kind}: ${event.message}` : event.type));
  return { actor: actor.start(), log };
}

const summary = { number: 'ORD-20261122-0002', shipping: 'Free', total: '₦45,000' };

describe('paymentView, every screen word for word', () => {
  it('while the payment is prepared', async () => {
    const { actor } = await start();
    await waitFor(actor, (s) => s.matches('initializing'));
    expect(paymentView(actor.getSnapshot())).toEqual({
      status: 'preparing',
      heading: 'Preparing your payment...',
      message: 'Please wait while we set up a secure card payment.',
      order: summary,
      canRetry: false,
      links: [],
    });
  });

  it('while the browser goes to the provider', async () => {
    const { actor, log } = await start({ initialize: async () => ({ authorization_url: 'https://pay.example/p' }) });
    await waitFor(actor, (s) => s.status === 'done');
    expect(log).toEqual(['redirect https://pay.example/p']);
    expect(paymentView(actor.getSnapshot())).toEqual({
      status: 'redirecting',
      heading: 'Redirecting to secure payment...',
      message: 'You are being taken to our card payment provider.',
      order: summary,
      canRetry: false,
      links: [],
    });
  });

  it('without an order', async () => {
    const { actor } = await start({ current: null });
    await waitFor(actor, (s) => s.matches('noOrder'));
    expect(paymentView(actor.getSnapshot())).toEqual({
      status: 'noOrder',
      heading: 'No order to pay',
      message: 'There is no order waiting for payment. Place one at checkout first.',
      order: null,
      canRetry: false,
      links: [
        { to: '/checkout', label: 'Back to Checkout' },
        { to: '/orders', label: 'View My Orders' },
      ],
    });
  });
});

describe('paymentMachine, a 401', () => {
  it('fails without a toast: the session already went to /login', async () => {
    const { actor, log } = await start({ initialize: () => Promise.reject(new Unauthorized('Session expired')) });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(log).toEqual([]);
  });
});
