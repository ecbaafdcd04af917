import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { addressFormMachine, type Address } from '../../../src/machines/addresses/address-form.machine.ts';
import { cartMachine, type CartItem } from '../../../src/machines/cart/cart.machine.ts';
import { checkoutMachine, type Order, type OrderCreateRequest } from '../../../src/machines/checkout/checkout.machine.ts';
import { checkoutView } from '../../../src/machines/checkout/checkout.view.ts';
import { course, preorderStand, softbox } from '../cart/fixtures.ts';
import { abujaOffice, lagosHome } from '../fixtures/addresses.ts';
import { addressRows, fakeSession } from './session-fake.ts';
import { ada } from '../fixtures/user.ts';
import { VERIFY_EMAIL_TO_ORDER } from '../../../src/domain/order-holds.ts';

class Rejected extends Error {
  readonly _tag = 'Rejected';
  readonly canPreorder?: boolean;
  constructor(message: string, canPreorder?: boolean) {
    super(message);
    this.canPreorder = canPreorder;
  }
}

const order = { _id: 'o1', orderNumber: 'ORD-1', amount: 49000 } as Order;

/** The server's 403 for an unverified email, as the API layer rejects it. */
class NotVerified extends Error {
  readonly _tag = 'Rejected';
  readonly needEmailVerification = true;
}

interface Fakes {
  createOrder?: (body: OrderCreateRequest) => Promise<Order>;
  saveAddress?: () => Promise<readonly Address[]>;
  resendVerification?: (email: string) => Promise<{ success: boolean; message: string }>;
  /** The tab's last order as the server has it now; none by default. */
  findOpenOrder?: () => Promise<Order | null>;
  cancelOpenOrder?: () => Promise<Order>;
}

async function start(session: Awaited<ReturnType<typeof fakeSession>>, fakes: Fakes = {}) {
  const sent: OrderCreateRequest[] = [];
  const log: string[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      createOrder: fromPromise(async ({ input }) => {
        sent.push(input);
        return (fakes.createOrder ?? (async () => order))(input);
      }),
      findOpenOrder: fromPromise(async () => (fakes.findOpenOrder ?? (async () => null))()),
      cancelOpenOrder: fromPromise(async ({ input }) => {
        log.push(`cancel ${input.orderId}: ${input.reason}`);
        return (fakes.cancelOpenOrder ?? (async () => ({ ...order, status: 'cancelled' }) as Order))();
      }),
      addressForm: addressFormMachine.provide({
        actors: { saveAddress: fromPromise(fakes.saveAddress ?? (async () => [])) },
      }),
      resendVerification: fromPromise(async ({ input }) => {
        log.push(`resend ${input.email}`);
        return (fakes.resendVerification ?? (async () => ({ success: true, message: 'Sent' })))(input.email);
      }),
    },
    actions: { rememberOrder: (_, { order: kept }) => log.push(`remember ${kept._id}`) },
  });
  const actor = createActor(machine, { input: { session } });
  actor.on('*', (event) =>
    log.push(
      event.type === 'toast'
        ? `${event.type} ${event.kind}: ${event.message}`
        : event.type === 'navigate'
          ? `${event.type} ${event.to}`
          : event.type,
    ),
  );
  actor.start();
  return { actor, sent, log };
}

function cartOf(session: Awaited<ReturnType<typeof fakeSession>>): SnapshotFrom<typeof cartMachine> {
  const cart = session.getSnapshot().children.cart;
  if (!cart) throw new Error('The session has no cart');
  return cart.getSnapshot();
}

function viewOf(actor: Awaited<ReturnType<typeof start>>['actor'], session: Awaited<ReturnType<typeof fakeSession>>) {
  return checkoutView(actor.getSnapshot(), { addresses: session.getSnapshot().context.user?.addresses ?? null, cart: cartOf(session) });
}

/**
 * A cart of its own, as the session holds it (fixed snapshots): before any load, loading, loaded,
 * or failed (without lines: the first load failed; with lines: they loaded, then a reload failed).
 */
async function cartIn(state: 'signedOut' | 'loading' | 'ready' | 'loadFailed', items: readonly CartItem[] = []) {
  const offline = () => Promise.reject(new Error('offline'));
  const answers: (() => Promise<readonly CartItem[]>)[] =
    state === 'loading'
      ? [() => new Promise(() => {})]
      : state === 'loadFailed'
        ? items.length === 0
          ? [offline]
          : [async () => items, offline]
        : [async () => items];
  const cart = createActor(cartMachine.provide({ actors: { loadCart: fromPromise(() => (answers.shift() ?? offline)()) } })).start();
  if (state === 'signedOut') return cart.getSnapshot();
  cart.send({ type: 'cart.load' });
  if (state === 'loading') return cart.getSnapshot();
  const first = await waitFor(cart, (s) => !s.matches('loading'));
  if (state === 'ready' || first.matches('loadFailed')) return first;
  cart.send({ type: 'cart.load' });
  return waitFor(cart, (s) => s.matches('loadFailed'));
}

describe('checkoutMachine', () => {
  it('without a login asks for one, a tick after starting (the app goes to /login and comes back)', async () => {
    const session = await fakeSession({ token: null });
    const { actor, log } = await start(session);
    // Asked at once, the screen (which subscribes right after starting the actor) would miss it.
    expect(log).toEqual([]);
    await waitFor(actor, (s) => s.status === 'done');
    expect(log).toEqual(['loginRequired']);
  });

  it('chooses the default address; fees and estimates follow the address and the pre-orders', async () => {
    const session = await fakeSession({ items: [softbox, course] });
    const { actor } = await start(session);
    let view = viewOf(actor, session);
    expect(view.addresses.map((address) => [address.id, address.checked])).toEqual([
      ['a1', true],
      ['a2', false],
    ]);
    expect(view.shippingOptions.map(({ name, fee, estimate, checked }) => [name, fee, estimate, checked])).toEqual([
      ['Standard Delivery', '₦2,000', '3-5 business days', true],
      ['Premium Delivery', '₦4,000', '1-2 business days', false],
      ['Store Pickup', 'Free', 'Ready in 24 hours', false],
    ]);
    // 2 x 22,500 + 15,000 = 60,000
    expect([view.subtotal, view.shipping, view.total]).toEqual(['₦60,000', '₦2,000', '₦62,000']);
    actor.send({ type: 'address.select', addressId: 'a2' });
    actor.send({ type: 'shipping.select', method: 'premium' });
    view = viewOf(actor, session);
    expect([view.shipping, view.total, view.payLabel]).toEqual(['₦10,000', '₦70,000', 'Pay ₦70,000']);
    expect(view.shippingOptions.map((option) => option.fee)).toEqual(['₦5,000', '₦10,000', 'Free']);

    const withPreorder = await fakeSession({ items: [preorderStand] });
    const second = await start(withPreorder);
    expect(viewOf(second.actor, withPreorder).shippingOptions.map((option) => option.estimate)).toEqual([
      '7-14 days',
      '5-10 days',
      '7-14 days',
    ]);
  });

  it('refuses to pay without an address, then without items, with the spec messages', async () => {
    const noAddress = await fakeSession({ addresses: [], items: [softbox] });
    const first = await start(noAddress);
    first.actor.send({ type: 'checkout.pay' });
    // Said once, by the toast: the view holds no copy of it for the page to repeat.
    expect(first.log).toEqual(['toast error: Please select a delivery address']);
    expect(JSON.stringify(viewOf(first.actor, noAddress))).not.toContain('Please select a delivery address');

    const emptyCart = await fakeSession({ items: [] });
    const second = await start(emptyCart);
    expect(viewOf(second.actor, emptyCart).status).toBe('empty');
    second.actor.send({ type: 'checkout.pay' });
    expect(second.log).toEqual(['toast error: Your cart is empty']);
    expect(second.sent).toEqual([]);
  });

  it('creates the order from the cart and the chosen address, keeps it and goes to /payment', async () => {
    const session = await fakeSession({ items: [softbox, course] });
    const { actor, sent, log } = await start(session);
    actor.send({ type: 'shipping.select', method: 'premium' });
    actor.send({ type: 'notes.change', value: '  Call before delivery ' });
    actor.send({ type: 'checkout.pay' });
    expect(viewOf(actor, session)).toMatchObject({ placing: true, payLabel: 'Placing Order...' });
    actor.send({ type: 'checkout.pay' });
    await waitFor(actor, (s) => s.status === 'done');
    const address = {
      fullName: 'Ada Obi',
      address: '12 Allen Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      zipCode: '100271',
      phone: '08031234567',
    };
    expect(sent).toEqual([
      {
        items: [
          { productId: 'p1', variantId: null, quantity: 2, selectedAttributes: {}, isPreorder: false },
          { productId: 'p2', variantId: null, quantity: 1, selectedAttributes: {}, isPreorder: false },
        ],
        shippingAddress: address,
        billingAddress: address,
        paymentMethod: 'paystack',
        shippingMethod: 'premium',
        notes: 'Call before delivery',
      },
    ]);
    expect(log).toEqual(['remember o1', 'navigate /payment']);
  });

  it('offers paying at the studio with Store Pickup alone; such an order is confirmed and goes to My Orders, not to payment', async () => {
    const session = await fakeSession({ items: [softbox] });
    const confirmed = { ...order, status: 'confirmed', paymentStatus: 'pending', paymentMethod: 'pay_at_pickup' } as Order;
    const { actor, sent, log } = await start(session, { createOrder: async () => confirmed });
    expect(viewOf(actor, session).paymentOptions).toEqual([]);
    actor.send({ type: 'shipping.select', method: 'pickup' });
    expect(viewOf(actor, session).paymentOptions).toEqual([
      { method: 'paystack', name: 'Pay online now', detail: 'Card, bank transfer, USSD or bank', checked: true },
      {
        method: 'pay_at_pickup',
        name: 'Pay at the studio',
        detail: 'Cash, card or POS when you collect your order. We hold your items for you for a few days.',
        checked: false,
      },
    ]);
    actor.send({ type: 'payment.select', method: 'pay_at_pickup' });
    expect(viewOf(actor, session)).toMatchObject({ payLabel: 'Place Order', shipping: 'Free' });
    expect(viewOf(actor, session).paymentOptions.map((option) => option.checked)).toEqual([false, true]);
    // Back to a delivery: the choice is gone and the order is paid online again.
    actor.send({ type: 'shipping.select', method: 'standard' });
    expect(viewOf(actor, session)).toMatchObject({ paymentOptions: [], payLabel: 'Pay ₦47,000' });
    actor.send({ type: 'shipping.select', method: 'pickup' });
    actor.send({ type: 'checkout.pay' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent.map((body) => [body.shippingMethod, body.paymentMethod])).toEqual([['pickup', 'pay_at_pickup']]);
    expect(log).toEqual(['cart.changed', 'toast success: Order placed. Pay at the studio when you collect it.', 'navigate /orders']);
  });

  it('does not offer paying at the studio for a cart with pre-order items', async () => {
    const session = await fakeSession({ items: [preorderStand] });
    const { actor } = await start(session);
    actor.send({ type: 'shipping.select', method: 'pickup' });
    actor.send({ type: 'payment.select', method: 'pay_at_pickup' });
    expect(viewOf(actor, session).paymentOptions).toEqual([]);
    expect(viewOf(actor, session).payLabel).toMatch(/^Pay ₦/);
  });

  it('a cart of digital products alone needs no address and no shipping: none is shown, sent or charged', async () => {
    const session = await fakeSession({ addresses: [], items: [course] });
    const { actor, sent, log } = await start(session);
    const view = viewOf(actor, session);
    expect(view).toMatchObject({
      needsDelivery: false,
      noDeliveryNote: 'No delivery needed: your downloads are in My Orders once the payment is received.',
      subtotal: '₦15,000',
      shipping: 'Free',
      total: '₦15,000',
      payLabel: 'Pay ₦15,000',
    });
    actor.send({ type: 'checkout.pay' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([
      { items: [{ productId: 'p2', variantId: null, quantity: 1, selectedAttributes: {}, isPreorder: false }], paymentMethod: 'paystack' },
    ]);
    expect(log).toEqual(['remember o1', 'navigate /payment']);
  });

  it('a mixed cart still needs an address, and shows it and the shipping', async () => {
    const session = await fakeSession({ addresses: [], items: [course, softbox] });
    const { actor, log, sent } = await start(session);
    expect(viewOf(actor, session)).toMatchObject({ needsDelivery: true, noDeliveryNote: '' });
    actor.send({ type: 'checkout.pay' });
    expect(log).toEqual(['toast error: Please select a delivery address']);
    expect(sent).toEqual([]);
  });

  it("pays the tab's unpaid order again when it is what checkout would place (Back from the provider's page): no second order", async () => {
    const session = await fakeSession({ items: [softbox, course] });
    const address = {
      fullName: 'Ada Obi',
      address: '12 Allen Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      zipCode: '100271',
      phone: '08031234567',
      email: null,
    };
    const unpaid = {
      _id: 'o7',
      orderNumber: 'ORD-7',
      status: 'pending',
      paymentStatus: 'failed',
      shippingMethod: 'standard',
      shippingAddress: address,
      notes: null,
      items: [
        { productId: 'p2', variantId: null, quantity: 1, isPreorder: false },
        { productId: 'p1', variantId: null, quantity: 2, isPreorder: false },
      ],
    } as unknown as Order;
    const { actor, sent, log } = await start(session, { findOpenOrder: async () => unpaid });
    actor.send({ type: 'checkout.pay' });
    expect(viewOf(actor, session)).toMatchObject({ placing: true, payLabel: 'Placing Order...' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([]);
    expect(log).toEqual(['remember o7', 'navigate /payment?order=o7']);
  });

  it("cancels the tab's unpaid order first (its stock returns) when the shopper now asks for something else, then places the new one", async () => {
    const session = await fakeSession({ items: [softbox] });
    const unpaid = {
      _id: 'o7',
      status: 'pending',
      paymentStatus: 'pending',
      shippingMethod: 'standard',
      shippingAddress: {},
      items: [],
    } as unknown as Order;
    const { actor, sent, log } = await start(session, { findOpenOrder: async () => unpaid });
    actor.send({ type: 'checkout.pay' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toHaveLength(1);
    expect(log).toEqual(['cancel o7: Replaced by a new order at checkout', 'remember o1', 'navigate /payment']);
    expect(actor.getSnapshot().context.replacing).toBeNull();
  });

  it('an order of the tab that is paid or cancelled already is left alone: the new order is placed', async () => {
    const session = await fakeSession({ items: [softbox] });
    for (const since of [
      { status: 'confirmed', paymentStatus: 'paid' },
      { status: 'cancelled', paymentStatus: 'failed' },
    ]) {
      const { actor, sent, log } = await start(session, { findOpenOrder: async () => ({ ...order, ...since }) as Order });
      actor.send({ type: 'checkout.pay' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(sent).toHaveLength(1);
      expect(log).toEqual(['remember o1', 'navigate /payment']);
    }
  });

  it('a refused cancel of the unpaid order, or a failed look at it, places nothing and says why; Pay works again', async () => {
    const session = await fakeSession({ items: [softbox] });
    const unpaid = {
      _id: 'o7',
      status: 'pending',
      paymentStatus: 'pending',
      shippingMethod: 'standard',
      shippingAddress: {},
      items: [],
    } as unknown as Order;
    const refused = await start(session, {
      findOpenOrder: async () => unpaid,
      cancelOpenOrder: () => Promise.reject(new Rejected('This order can no longer be cancelled')),
    });
    refused.actor.send({ type: 'checkout.pay' });
    await waitFor(refused.actor, (s) => s.matches('ready') && refused.log.length === 2);
    expect(refused.log).toEqual(['cancel o7: Replaced by a new order at checkout', 'toast error: This order can no longer be cancelled']);
    expect(refused.sent).toEqual([]);
    expect(refused.actor.getSnapshot().context.replacing).toBeNull();

    const offline = await start(session, { findOpenOrder: () => Promise.reject(new Error('offline')) });
    offline.actor.send({ type: 'checkout.pay' });
    await waitFor(offline.actor, (s) => s.matches('ready') && offline.log.length === 1);
    expect(offline.log).toEqual(['toast error: Failed to create order. Please try again.']);
    expect(offline.sent).toEqual([]);
    expect(viewOf(offline.actor, session)).toMatchObject({ placing: false, payLabel: 'Pay ₦47,000' });
  });

  it('says why the order failed: the server, the pre-order hint, else the fallback', async () => {
    const failures = [
      new Error('offline'),
      new Rejected('Only 1 left of Softbox 60 cm', true),
      new Rejected('Softbox 60 cm is no longer sold'),
    ];
    const session = await fakeSession({ items: [softbox] });
    const { actor, log } = await start(session, { createOrder: () => Promise.reject(failures.shift()) });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      actor.send({ type: 'checkout.pay' });
      await waitFor(actor, (s) => s.matches('ready'));
    }
    expect(log).toEqual([
      'toast error: Failed to create order. Please try again.',
      'toast error: Only 1 left of Softbox 60 cm. It can still be pre-ordered: remove it from your cart, then add it again from its product page.',
      'toast error: Softbox 60 cm is no longer sold',
    ]);
    expect(viewOf(actor, session)).toMatchObject({ status: 'ready', placing: false, payLabel: 'Pay ₦47,000' });
    expect(JSON.stringify(viewOf(actor, session))).not.toContain('no longer sold');
  });

  it('an unverified email: says so beside a Resend verification email button, which sends the mail to the account', async () => {
    const session = await fakeSession({ items: [softbox] });
    const answers = [
      () => Promise.reject(new Rejected('Too many requests')),
      async () => ({ success: true, message: 'If that address needs verifying, a new link is on its way.' }),
    ];
    const { actor, log } = await start(session, {
      createOrder: () => Promise.reject(new NotVerified(VERIFY_EMAIL_TO_ORDER)),
      resendVerification: () => (answers.shift() as () => Promise<{ success: boolean; message: string }>)(),
    });
    expect(viewOf(actor, session).verifyEmail).toBeNull();
    actor.send({ type: 'verification.resend' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'form' });
    actor.send({ type: 'checkout.pay' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(viewOf(actor, session)).toMatchObject({
      placing: false,
      verifyEmail: {
        message: VERIFY_EMAIL_TO_ORDER,
        sending: false,
        resendLabel: 'Resend verification email',
        note: '',
        noteIsError: false,
      },
    });
    actor.send({ type: 'verification.resend' });
    expect(viewOf(actor, session).verifyEmail).toMatchObject({ sending: true, resendLabel: 'Sending...', note: '' });
    // The form still takes the shopper's choices and notes while the mail is sent.
    actor.send({ type: 'notes.change', value: 'Call before delivery' });
    actor.send({ type: 'shipping.select', method: 'premium' });
    expect(actor.getSnapshot().context).toMatchObject({ notes: 'Call before delivery', shippingMethod: 'premium' });
    await waitFor(actor, (s) => s.matches({ ready: 'form' }));
    expect(viewOf(actor, session).verifyEmail).toMatchObject({ sending: false, note: 'Too many requests', noteIsError: true });
    expect(actor.getSnapshot().context).toMatchObject({ notes: 'Call before delivery', shippingMethod: 'premium' });
    actor.send({ type: 'verification.resend' });
    await waitFor(actor, (s) => s.matches({ ready: 'form' }) && s.context.verification === 'sent');
    expect(viewOf(actor, session).verifyEmail).toMatchObject({
      note: 'If that address needs verifying, a new link is on its way.',
      noteIsError: false,
    });
    // No toast: the page says it once, with the button.
    expect(log).toEqual([`resend ${ada.email}`, `resend ${ada.email}`]);
  });

  it("a resend that fails without an answer says the sign-in screen's words", async () => {
    const session = await fakeSession({ items: [softbox] });
    const { actor } = await start(session, {
      createOrder: () => Promise.reject(new NotVerified('x')),
      resendVerification: () => Promise.reject(new Error('offline')),
    });
    actor.send({ type: 'checkout.pay' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'verification.resend' });
    await waitFor(actor, (s) => s.context.verification === 'failed');
    expect(viewOf(actor, session).verifyEmail).toMatchObject({ note: 'Failed to resend verification email.', noteIsError: true });
  });

  it('adds an address in the dialog, chooses it and reloads the user', async () => {
    const added: Address = { ...abujaOffice, _id: 'a3', label: 'Studio', state: 'Oyo', isDefault: false };
    const session = await fakeSession({ items: [softbox] });
    const { actor, log } = await start(session, { saveAddress: async () => [lagosHome, abujaOffice, added] });
    actor.send({ type: 'address.add' });
    expect(viewOf(actor, session).dialogOpen).toBe(true);
    const form = actor.getSnapshot().children.addressForm;
    if (!form) throw new Error('no address form');
    for (const [field, value] of Object.entries({
      label: 'Studio',
      fullName: 'Ada Obi',
      address: '5 Aguiyi Ironsi St',
      city: 'Maitama',
      state: 'Oyo',
      zipCode: '900271',
      phone: '08031234567',
    })) {
      form.send({ type: 'field.change', field: field as 'label', value });
    }
    form.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'form' }));
    const view = viewOf(actor, session);
    expect(view.addresses.filter((address) => address.checked).map((address) => address.id)).toEqual(['a3']);
    expect(view.shipping).toBe('₦5,000');
    expect(log).toEqual(['user.changed']);
  });

  it('edits an address in the dialog, and closing the dialog saves nothing', async () => {
    const session = await fakeSession({ items: [softbox] });
    const { actor, log } = await start(session);
    actor.send({ type: 'address.edit', addressId: 'a2' });
    expect(actor.getSnapshot().children.addressForm?.getSnapshot().context.fields.city).toBe('Maitama');
    actor.send({ type: 'dialog.close' });
    expect(viewOf(actor, session).dialogOpen).toBe(false);
    expect(log).toEqual([]);
  });
});

describe("checkoutView and the session's cart", () => {
  const addresses = [lagosHome, abujaOffice];

  it("reads loading until the user and the cart's first answer are in", async () => {
    const { actor } = await start(await fakeSession({ items: [softbox] }));
    expect(checkoutView(actor.getSnapshot(), { addresses, cart: await cartIn('signedOut') }).status).toBe('loading');
    expect(checkoutView(actor.getSnapshot(), { addresses, cart: await cartIn('loading') }).status).toBe('loading');
    expect(checkoutView(actor.getSnapshot(), { addresses: null, cart: await cartIn('ready', [softbox]) })).toMatchObject({
      status: 'loading',
      addresses: [],
    });
    expect(checkoutView(actor.getSnapshot(), { addresses, cart: await cartIn('ready', []) }).status).toBe('empty');
    expect(checkoutView(actor.getSnapshot(), { addresses, cart: await cartIn('ready', [softbox]) })).toMatchObject({
      status: 'ready',
      subtotal: '₦45,000',
    });
  });

  it('lists each address as the page shows it, its landmark and the chosen one checked', async () => {
    const { actor } = await start(await fakeSession({ items: [softbox] }));
    const book = [{ ...lagosHome, landmark: 'Opposite Ikeja City Mall' }, abujaOffice];
    expect(checkoutView(actor.getSnapshot(), { addresses: book, cart: await cartIn('ready', [softbox]) }).addresses).toEqual(addressRows);
  });

  it('says the cart failed to load, not loading for ever, also when the user is still loading or lines were kept', async () => {
    const { actor } = await start(await fakeSession({ items: [softbox] }));
    expect(checkoutView(actor.getSnapshot(), { addresses, cart: await cartIn('loadFailed') }).status).toBe('cartFailed');
    expect(checkoutView(actor.getSnapshot(), { addresses: null, cart: await cartIn('loadFailed') }).status).toBe('cartFailed');
    expect(checkoutView(actor.getSnapshot(), { addresses, cart: await cartIn('loadFailed', [softbox]) }).status).toBe('cartFailed');
  });

  it("Try Again (cart.retry) asks the app to reload the session's cart, and nothing else", async () => {
    const { actor, log } = await start(await fakeSession({ items: [softbox] }));
    actor.send({ type: 'cart.retry' });
    expect(log).toEqual(['cart.changed']);
    expect(actor.getSnapshot().value).toEqual({ ready: 'form' });
  });
});

describe('checkoutMachine, every shortest path', () => {
  const events = [
    { type: 'address.select', addressId: 'a2' },
    { type: 'address.add' },
    { type: 'address.edit', addressId: 'a1' },
    { type: 'dialog.close' },
    { type: 'shipping.select', method: 'pickup' },
    { type: 'notes.change', value: 'Gate 2' },
    { type: 'checkout.pay' },
    { type: 'cart.retry' },
    { type: 'xstate.done.actor.addressForm', output: { addresses: [lagosHome], savedId: 'a1' } },
    { type: 'xstate.done.actor.findOpenOrder', output: null },
    {
      type: 'xstate.done.actor.findOpenOrder',
      output: { ...order, status: 'pending', paymentStatus: 'failed', items: [], shippingAddress: {} },
    },
    { type: 'xstate.error.actor.findOpenOrder', error: new Error('offline') },
    { type: 'xstate.done.actor.cancelOpenOrder', output: order },
    { type: 'xstate.error.actor.cancelOpenOrder', error: new Error('offline') },
    { type: 'xstate.done.actor.createOrder', output: order },
    { type: 'xstate.error.actor.createOrder', error: new Error('offline') },
    { type: 'xstate.error.actor.createOrder', error: new NotVerified('verify') },
    { type: 'verification.resend' },
    { type: 'xstate.done.actor.resendVerification', output: { success: true, message: 'Sent' } },
    { type: 'xstate.error.actor.resendVerification', error: new Error('offline') },
    { type: 'xstate.after.0.checkout.leaving' },
  ] as unknown as EventFromLogic<typeof checkoutMachine>[];

  it('reaches the order only with an address and a cart, and every state otherwise', async () => {
    const full = await fakeSession({ items: [softbox] });
    const reached = new Set(
      getShortestPaths(checkoutMachine, { events, input: { session: full } }).map((path) => JSON.stringify(path.state.value)),
    );
    expect([...reached].sort()).toEqual([
      '"placed"',
      '{"placingOrder":"checkingOpenOrder"}',
      '{"placingOrder":"creating"}',
      '{"placingOrder":"replacingOrder"}',
      '{"ready":"addressDialog"}',
      '{"ready":"form"}',
      '{"ready":"resendingVerification"}',
    ]);

    const empty = await fakeSession({ items: [] });
    const withoutCart = new Set(
      getShortestPaths(checkoutMachine, { events, input: { session: empty } }).map((path) => JSON.stringify(path.state.value)),
    );
    expect([...withoutCart].sort()).toEqual(['{"ready":"addressDialog"}', '{"ready":"form"}']);

    const guest = await fakeSession({ token: null });
    const leaving = getShortestPaths(checkoutMachine, { events, input: { session: guest } });
    expect(leaving.map((path) => path.state.value).sort()).toEqual(['leaving', 'left']);
  });

  it('on every path, Pay is busy exactly while the order is placed', async () => {
    const full = await fakeSession({ items: [softbox] });
    const facts = { addresses: [lagosHome, abujaOffice], cart: cartOf(full) };
    const failed = { addresses: [lagosHome, abujaOffice], cart: await cartIn('loadFailed', [softbox]) };
    for (const path of getShortestPaths(checkoutMachine, { events, input: { session: full } })) {
      for (const step of path.steps) {
        const placing = step.state.matches('placingOrder') || step.state.matches('placed');
        expect(checkoutView(step.state, facts)).toMatchObject({
          status: 'ready',
          placing,
          payLabel: placing ? 'Placing Order...' : expect.stringMatching(/^Pay ₦/),
        });
        // A cart that failed to load is said in every state but while the order is placed (the page is leaving).
        expect(checkoutView(step.state, failed).status).toBe(placing ? 'ready' : 'cartFailed');
      }
    }
  });
});
