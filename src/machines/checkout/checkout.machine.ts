import { assign, emit, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { cartCount } from '../../domain/cart.ts';
import { createOrderErrorMessage } from '../../domain/order-stock.ts';
import { chosenAddress, hasPreorderLines, isSameOrder, orderItems, shippingAddressOf } from '../../domain/checkout-order.ts';
import { awaitsPaymentAtStudio } from '../../domain/pickup-hold.ts';
import { effectivePaymentMethod, PAY_ONLINE, type PaymentMethod } from '../../domain/pay-at-pickup.ts';
import { needsDelivery } from '../../domain/delivery.ts';
import { canPayOrder } from '../../domain/order-payable.ts';
import { payOrderPath } from '../../domain/payment-status.ts';
import { DEFAULT_SHIPPING_METHOD, type ShippingMethod } from '../../domain/shipping.ts';
import { validateCheckout } from '../../domain/validation/checkout.ts';
import { addressFormMachine, type Address } from '../addresses/address-form.machine.ts';
import { failureField, failureMessage, isUnauthorized, needsEmailVerification } from '../request-failure.ts';
import { isLoggedIn, sessionAddresses, sessionCartItems, sessionEmail } from '../session-ref.ts';
import { unprovided } from '../unprovided.ts';
import type { AppEffect } from '../app-effects.ts';
import { loginGate } from '../login-gate.ts';

export type Order = components['schemas']['Order'];
export type OrderCreateRequest = components['schemas']['OrderCreateRequest'];

/** What checkout says when the order cannot be placed. */
export const CREATE_ORDER_FAILED = 'Failed to create order. Please try again.';
/** The sign-in screen's words for the same failure. */
export const RESEND_VERIFICATION_FAILED = 'Failed to resend verification email.';

type MessageResponse = components['schemas']['MessageResponse'];
/** The note on an unpaid order that checkout replaces with the one the shopper now asks for. */
export const REPLACED_AT_CHECKOUT = 'Replaced by a new order at checkout';

interface CheckoutContext {
  readonly session: AnyActorRef | null;
  /** The shopper's pick; the default address stands until there is one. */
  readonly selectedAddressId: string | null;
  /** The address book as the last save in the dialog answered it, ahead of the session's reload. */
  readonly addresses: readonly Address[] | null;
  readonly shippingMethod: ShippingMethod;
  /** The shopper's pick; paying at the studio counts only while Store Pickup is chosen (effectivePaymentMethod). */
  readonly paymentMethod: PaymentMethod;
  readonly notes: string;
  /** The address open in the dialog; null for a new one. */
  readonly editing: Address | null;
  /**
   * The server refused the order because the email is not verified: 'needed' until the shopper
   * asks for the mail again, then 'sent' (with the server's answer) or 'failed'.
   */
  readonly verification: 'none' | 'needed' | 'sent' | 'failed';
  readonly verificationNote: string;
  /** The unpaid order being cancelled to make way for the new one. */
  readonly replacing: string | null;
}

export type CheckoutEvent =
  | { type: 'address.select'; addressId: string }
  | { type: 'address.add' }
  | { type: 'address.edit'; addressId: string }
  | { type: 'dialog.close' }
  | { type: 'shipping.select'; method: ShippingMethod }
  | { type: 'payment.select'; method: PaymentMethod }
  | { type: 'notes.change'; value: string }
  | { type: 'checkout.pay' }
  /** Resend verification email, offered once ordering was refused for an unverified email. */
  | { type: 'verification.resend' }
  /** Try Again after the session's cart failed to load. */
  | { type: 'cart.retry' };

/** What the order is built from: the shopper's choices and the session. */
type OrderChoices = Pick<CheckoutContext, 'session' | 'selectedAddressId' | 'addresses' | 'shippingMethod' | 'paymentMethod' | 'notes'>;

function addressBook(context: Pick<CheckoutContext, 'session' | 'addresses'>): readonly Address[] {
  return context.addresses ?? sessionAddresses(context.session);
}

/** Whether the cart holds anything to deliver: digital products alone need no address and no shipping. */
function cartNeedsDelivery(session: AnyActorRef | null): boolean {
  return needsDelivery(sessionCartItems(session).map((line) => line.product));
}

function checkoutError(context: CheckoutContext): string | null {
  const address = chosenAddress(addressBook(context), context.selectedAddressId);
  const items = sessionCartItems(context.session);
  return validateCheckout({
    selectedAddressId: address?._id ?? null,
    cartItemCount: cartCount(items),
    needsAddress: cartNeedsDelivery(context.session),
  });
}

/** How the order is paid: the shopper's pick while the shipping and the cart allow it, else online. */
export function chosenPaymentMethod(context: Pick<CheckoutContext, 'session' | 'shippingMethod' | 'paymentMethod'>): PaymentMethod {
  const delivery = cartNeedsDelivery(context.session);
  return effectivePaymentMethod(
    context.paymentMethod,
    delivery ? context.shippingMethod : null,
    hasPreorderLines(sessionCartItems(context.session)),
  );
}

/** The order as POST /order/create takes it, from the cart and the chosen address (none for digital products alone). */
export function orderRequest(context: OrderChoices): OrderCreateRequest {
  const notes = context.notes.trim();
  const order: OrderCreateRequest = {
    items: orderItems(sessionCartItems(context.session)),
    paymentMethod: chosenPaymentMethod(context),
    ...(notes === '' ? {} : { notes }),
  };
  if (!cartNeedsDelivery(context.session)) return order;
  const address = chosenAddress(addressBook(context), context.selectedAddressId);
  if (!address) throw new Error('No delivery address');
  const shippingAddress = shippingAddressOf(address);
  return { ...order, shippingAddress, billingAddress: shippingAddress, shippingMethod: context.shippingMethod };
}

/** What the shopper is told on My Orders' way once an order to be paid at the studio is placed. */
export const PLACED_FOR_PICKUP = 'Order placed. Pay at the studio when you collect it.';

function foundOrder(event: object): Order | null {
  return 'output' in event ? ((event.output as Order | null) ?? null) : null;
}

/** A stock refusal names whether the product allows pre-order (the contract's PreorderErrorBody). */
function canPreorder(error: unknown): boolean {
  return failureField(error, 'canPreorder') === true;
}

function serverMessage(error: unknown): string {
  return failureMessage(error, '');
}

export function createOrderFailure(error: unknown): string {
  return canPreorder(error) ? createOrderErrorMessage(serverMessage(error), true) : failureMessage(error, CREATE_ORDER_FAILED);
}

/**
 * /checkout: needs a login; the delivery address
 * (default chosen, the shared add/edit dialog), the shipping method, with Store Pickup the way of
 * paying (online or at the studio), notes; Pay checks an address and a non-empty cart, creates the
 * order, keeps it as the current order and goes to /payment (an order paid at the studio goes to My Orders). The
 * tab's unpaid order is paid again instead when it is the same, or cancelled first when it is not.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null },
    children: {} as {
      addressForm: 'addressForm';
      createOrder: 'createOrder';
      resendVerification: 'resendVerification';
      findOpenOrder: 'findOpenOrder';
      cancelOpenOrder: 'cancelOpenOrder';
    },
  },
  actors: {
    addressForm: addressFormMachine,
    createOrder: fromPromise<Order, OrderCreateRequest>(() => unprovided('createOrder')),
    resendVerification: fromPromise<MessageResponse, { email: string }>(() => unprovided('resendVerification')),
    /** The order this tab placed last (the current order) as the server has it now; null when there is none. */
    findOpenOrder: fromPromise<Order | null>(() => unprovided('findOpenOrder')),
    /** Cancels an unpaid order (its stock returns) before the order that replaces it is placed. */
    cancelOpenOrder: fromPromise<Order, { orderId: string; reason: string }>(() => unprovided('cancelOpenOrder')),
  },
  actions: {
    /** Keeps the created order as the current order, so a reload of /payment still has it. */
    rememberOrder: (_, _params: { order: Order }) => {},
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    canPay: ({ context }) => checkoutError(context) === null,
    /** The tab's last order can still be paid and is what checkout would place now: it is paid again. */
    openOrderIsTheSame: ({ context, event }) => {
      const open = foundOrder(event);
      return open !== null && canPayOrder(open) && isSameOrder(open, orderRequest(context));
    },
    /** The order placed is confirmed already: it is paid at the studio when collected. */
    orderAwaitsPaymentAtStudio: (_, params: { placed: Order }) => awaitsPaymentAtStudio(params.placed),
    /** The tab's last order can still be paid (checked after openOrderIsTheSame: it differs), so it is cancelled first. */
    openOrderCanBePaid: ({ event }) => {
      const open = foundOrder(event);
      return open !== null && canPayOrder(open);
    },
    sessionWasRejected: ({ event }) => 'error' in event && isUnauthorized(event.error),
    emailNotVerified: ({ event }) => 'error' in event && needsEmailVerification(event.error),
    verificationWasRefused: ({ context }) => context.verification !== 'none',
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    session: input.session,
    selectedAddressId: null,
    addresses: null,
    shippingMethod: DEFAULT_SHIPPING_METHOD,
    paymentMethod: PAY_ONLINE,
    notes: '',
    editing: null,
    verification: 'none',
    verificationNote: '',
    replacing: null,
  }),
  initial: 'checkingLogin',
  states: {
    ...loginGate<CheckoutContext, CheckoutEvent>('ready'),
    ready: {
      initial: 'form',
      on: {
        'shipping.select': { actions: assign({ shippingMethod: ({ event }) => event.method }) },
        'payment.select': { actions: assign({ paymentMethod: ({ event }) => event.method }) },
        'notes.change': { actions: assign({ notes: ({ event }) => event.value }) },
        // The cart is the session's: the app's cart.changed effect has the session load it again.
        'cart.retry': { actions: emit({ type: 'cart.changed' }) },
      },
      states: {
        form: {
          on: {
            'address.select': { actions: assign({ selectedAddressId: ({ event }) => event.addressId }) },
            'address.add': { target: 'addressDialog', actions: assign({ editing: null }) },
            'address.edit': {
              target: 'addressDialog',
              actions: assign({
                editing: ({ context, event }) => addressBook(context).find((address) => address._id === event.addressId) ?? null,
              }),
            },
            'verification.resend': { guard: 'verificationWasRefused', target: 'resendingVerification' },
            'checkout.pay': [
              { guard: 'canPay', target: '#checkout.placingOrder' },
              // Said once, in the toast: the page does not repeat it.
              { actions: emit(({ context }) => ({ type: 'toast', kind: 'error', message: checkoutError(context) ?? '' }) as const) },
            ],
          },
        },
        addressDialog: {
          invoke: {
            id: 'addressForm',
            src: 'addressForm',
            input: ({ context }) => ({ address: context.editing, makeDefault: addressBook(context).length === 0 }),
            onDone: {
              target: 'form',
              actions: [
                assign({
                  addresses: ({ event }) => event.output.addresses,
                  selectedAddressId: ({ context, event }) => event.output.savedId ?? context.selectedAddressId,
                }),
                emit({ type: 'user.changed' }),
              ],
            },
          },
          on: { 'dialog.close': 'form' },
        },
        // Beside the form, not instead of it: the shipping and payment choices and the notes still
        // take what the shopper does while the email is sent.
        resendingVerification: {
          invoke: {
            id: 'resendVerification',
            src: 'resendVerification',
            input: ({ context }) => ({ email: sessionEmail(context.session) ?? '' }),
            onDone: { target: 'form', actions: assign({ verification: 'sent', verificationNote: ({ event }) => event.output.message }) },
            onError: [
              { guard: 'sessionWasRejected', target: 'form' },
              {
                target: 'form',
                actions: assign({
                  verification: 'failed',
                  verificationNote: ({ event }) => failureMessage(event.error, RESEND_VERIFICATION_FAILED),
                }),
              },
            ],
          },
        },
      },
    },
    // Never a second order while the first can be paid: the order this tab placed and did not
    // pay (declined, cancelled, or left on the provider's page and come Back) is paid again when
    // it is what the shopper asks for, else cancelled (its stock returns) before the new one.
    placingOrder: {
      initial: 'checkingOpenOrder',
      states: {
        checkingOpenOrder: {
          invoke: {
            id: 'findOpenOrder',
            src: 'findOpenOrder',
            onDone: [
              {
                guard: 'openOrderIsTheSame',
                target: '#checkout.placed',
                actions: [
                  { type: 'rememberOrder', params: ({ event }) => ({ order: event.output as Order }) },
                  emit(({ event }) => ({ type: 'navigate', to: payOrderPath((event.output as Order)._id) }) as const),
                ],
              },
              {
                guard: 'openOrderCanBePaid',
                target: 'replacingOrder',
                actions: assign({ replacing: ({ event }) => event.output?._id ?? null }),
              },
              { target: 'creating' },
            ],
            onError: [
              { guard: 'sessionWasRejected', target: '#checkout.ready' },
              { target: '#checkout.ready', actions: emit({ type: 'toast', kind: 'error', message: CREATE_ORDER_FAILED }) },
            ],
          },
        },
        replacingOrder: {
          invoke: {
            id: 'cancelOpenOrder',
            src: 'cancelOpenOrder',
            input: ({ context }) => ({ orderId: context.replacing ?? '', reason: REPLACED_AT_CHECKOUT }),
            onDone: { target: 'creating', actions: assign({ replacing: null }) },
            onError: [
              { guard: 'sessionWasRejected', target: '#checkout.ready', actions: assign({ replacing: null }) },
              {
                target: '#checkout.ready',
                actions: [
                  assign({ replacing: null }),
                  emit(
                    ({ event }) => ({ type: 'toast', kind: 'error', message: failureMessage(event.error, CREATE_ORDER_FAILED) }) as const,
                  ),
                ],
              },
            ],
          },
        },
        creating: {
          invoke: {
            id: 'createOrder',
            src: 'createOrder',
            input: ({ context }) => orderRequest(context),
            onDone: [
              {
                // Nothing to pay now: the bought lines left the cart, and My Orders shows the order held for pickup.
                guard: { type: 'orderAwaitsPaymentAtStudio', params: ({ event }) => ({ placed: event.output }) },
                target: '#checkout.placed',
                actions: [
                  emit({ type: 'cart.changed' }),
                  emit({ type: 'toast', kind: 'success', message: PLACED_FOR_PICKUP }),
                  emit({ type: 'navigate', to: '/orders' }),
                ],
              },
              {
                target: '#checkout.placed',
                actions: [
                  { type: 'rememberOrder', params: ({ event }) => ({ order: event.output }) },
                  emit({ type: 'navigate', to: '/payment' }),
                ],
              },
            ],
            onError: [
              // A 401 ends the session, which goes to /login on its own.
              { guard: 'sessionWasRejected', target: '#checkout.ready' },
              // Said on the page, beside the button that sends the mail again.
              { guard: 'emailNotVerified', target: '#checkout.ready', actions: assign({ verification: 'needed', verificationNote: '' }) },
              {
                target: '#checkout.ready',
                actions: emit(({ event }) => ({ type: 'toast', kind: 'error', message: createOrderFailure(event.error) }) as const),
              },
            ],
          },
        },
      },
    },
    placed: { type: 'final' },
  },
});
