import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { addressFormMachine, type Address, type AddressSave } from '../../../src/machines/addresses/address-form.machine.ts';
import {
  checkoutMachine,
  createOrderFailure,
  orderRequest,
  type Order,
  type OrderCreateRequest,
} from '../../../src/machines/checkout/checkout.machine.ts';
import { checkoutView } from '../../../src/machines/checkout/checkout.view.ts';
import { softbox } from '../cart/fixtures.ts';
import { abujaOffice, lagosHome } from '../fixtures/addresses.ts';
import { fakeSession } from './session-fake.ts';

class Unauthorized extends Error {
  readonly _tag = 'Unauthorized';
}

type Session = Awaited<ReturnType<typeof fakeSession>>;

function cartOf(session: Session) {
  const cart = session.getSnapshot().children.cart;
  if (!cart) throw new Error('The session has no cart');
  return cart.getSnapshot();
}

function start(
  session: Session,
  createOrder: () => Promise<never> = () => Promise.reject(new Error('offline')),
  openOrder: { find?: () => Promise<Order | null>; cancel?: () => Promise<Order> } = {},
) {
  const log: string[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      createOrder: fromPromise<Order, OrderCreateRequest>(createOrder),
      findOpenOrder: fromPromise(openOrder.find ?? (async () => null)),
      cancelOpenOrder: fromPromise(openOrder.cancel ?? (() => Promise.reject(new Error('offline')))),
      addressForm: addressFormMachine.provide({ actors: { saveAddress: fromPromise<readonly Address[], AddressSave>(async () => []) } }),
    },
  });
  const actor = createActor(machine, { input: { session } });
  actor.on('*', (event) => log.push(event.type === 'toast' ? `${event.kind}: ${event.message}` : event.type));
  return { actor: actor.start(), log };
}

function contextFor(
  session: Session,
  overrides: {
    notes?: string;
    addresses?: (typeof lagosHome)[] | null;
    shippingMethod?: 'standard' | 'premium' | 'pickup';
    paymentMethod?: 'paystack' | 'pay_at_pickup';
  } = {},
) {
  return {
    session,
    selectedAddressId: null,
    addresses: overrides.addresses ?? null,
    shippingMethod: overrides.shippingMethod ?? ('standard' as const),
    paymentMethod: overrides.paymentMethod ?? ('paystack' as const),
    notes: overrides.notes ?? '',
    editing: null,
    replacing: null,
    verification: 'none' as const,
    verificationNote: '',
  };
}

describe('orderRequest', () => {
  it('leaves notes out when they are blank, and sends them trimmed otherwise', async () => {
    const session = await fakeSession({ items: [softbox] });
    expect(orderRequest(contextFor(session, { notes: '   ' }))).not.toHaveProperty('notes');
    expect(orderRequest(contextFor(session))).not.toHaveProperty('notes');
    expect(orderRequest(contextFor(session, { notes: ' Gate 2 ' })).notes).toBe('Gate 2');
  });

  it('pays at the studio only with Store Pickup; any other shipping pays online', async () => {
    const session = await fakeSession({ items: [softbox] });
    expect(orderRequest(contextFor(session, { shippingMethod: 'pickup', paymentMethod: 'pay_at_pickup' })).paymentMethod).toBe(
      'pay_at_pickup',
    );
    expect(orderRequest(contextFor(session, { shippingMethod: 'standard', paymentMethod: 'pay_at_pickup' })).paymentMethod).toBe(
      'paystack',
    );
    expect(orderRequest(contextFor(session, { shippingMethod: 'pickup' })).paymentMethod).toBe('paystack');
  });

  it('refuses to build an order without a delivery address', async () => {
    const session = await fakeSession({ addresses: [], items: [softbox] });
    expect(() => orderRequest(contextFor(session))).toThrow('No delivery address');
  });
});

describe('createOrderFailure', () => {
  it('gives the fallback for anything that is not a server answer, null and undefined included', () => {
    expect(createOrderFailure(null)).toBe('Failed to create order. Please try again.');
    expect(createOrderFailure(undefined)).toBe('Failed to create order. Please try again.');
    expect(createOrderFailure('offline')).toBe('Failed to create order. Please try again.');
  });

  it('a pre-order refusal without a server message still offers pre-order', () => {
    expect(createOrderFailure({ canPreorder: true })).toBe(
      'Failed to create order. It can still be pre-ordered: remove it from your cart, then add it again from its product page.',
    );
    expect(createOrderFailure({ canPreorder: 'yes' })).toBe('Failed to create order. Please try again.');
  });
});

describe('checkoutMachine, details', () => {
  it('says nothing when the order met a 401 (the session goes to /login), and Pay works again', async () => {
    const session = await fakeSession({ items: [softbox] });
    const { actor, log } = start(session, () => Promise.reject(new Unauthorized('Session expired')));
    actor.send({ type: 'checkout.pay' });
    await waitFor(actor, (s) => s.matches({ ready: 'form' }));
    expect(log).toEqual([]);
  });

  it('says nothing either when the look at the unpaid order, or its cancel, met a 401', async () => {
    const session = await fakeSession({ items: [softbox] });
    const unpaid = {
      _id: 'o7',
      status: 'pending',
      paymentStatus: 'pending',
      shippingMethod: 'standard',
      shippingAddress: {},
      items: [],
    } as unknown as Order;
    for (const openOrder of [
      { find: () => Promise.reject(new Unauthorized('Session expired')) },
      { find: async () => unpaid, cancel: () => Promise.reject(new Unauthorized('Session expired')) },
    ]) {
      const { actor, log } = start(session, undefined, openOrder);
      actor.send({ type: 'checkout.pay' });
      await waitFor(actor, (s) => s.matches({ ready: 'form' }));
      expect(log).toEqual([]);
    }
  });

  it('the first address added is the default; a further one is not', async () => {
    const empty = await fakeSession({ addresses: [], items: [softbox] });
    const first = start(empty);
    first.actor.send({ type: 'address.add' });
    expect(first.actor.getSnapshot().children.addressForm?.getSnapshot().context.fields.isDefault).toBe(true);

    const withBook = await fakeSession({ items: [softbox] });
    const second = start(withBook);
    second.actor.send({ type: 'address.add' });
    expect(second.actor.getSnapshot().children.addressForm?.getSnapshot().context.fields.isDefault).toBe(false);
  });

  it('the view: empty notes, each address on one line, each cart line with its total; loading until the user is in', async () => {
    const session = await fakeSession({ items: [softbox] });
    const { actor } = start(session);
    const view = checkoutView(actor.getSnapshot(), { addresses: [lagosHome, abujaOffice], cart: cartOf(session) });
    expect(view.notes).toBe('');
    expect(view.addresses.map((address) => address.lines)).toEqual([
      '12 Allen Avenue, Ikeja, Lagos 100271',
      '5 Aguiyi Ironsi St, Maitama, FCT 900271',
    ]);
    expect(view.lines).toEqual([{ key: 'p1', title: 'Softbox 60 cm', quantity: 2, total: '₦45,000' }]);
    expect(checkoutView(actor.getSnapshot(), { addresses: null, cart: cartOf(session) }).status).toBe('loading');
  });
});
