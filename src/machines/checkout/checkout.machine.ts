import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { cartCount } from '../../domain/cart.ts';
import { createOrderErrorMessage } from '../../domain/order-stock.ts';
import { chosenAddress, orderItems, PAYMENT_METHOD, shippingAddressOf } from '../../domain/checkout-order.ts';
import { DEFAULT_SHIPPING_METHOD, type ShippingMethod } from '../../domain/shipping.ts';
import { validateCheckout } from '../../domain/validation/checkout.ts';
import { addressFormMachine, type Address } from '../addresses/address-form.machine.ts';
import type { CartItem } from '../cart/cart.machine.ts';
import { failureMessage, isUnauthorized, needsEmailVerification } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { sessionMachine } from '../session.machine.ts';

export type Order = components['schemas']['Order'];
export type OrderCreateRequest = components['schemas']['OrderCreateRequest'];
export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** Shop spec §8 "Order", at checkout. */
export const CREATE_ORDER_FAILED = 'Failed to create order. Please try again.';
/** The sign-in screen's words for the same failure. */
export const RESEND_VERIFICATION_FAILED = 'Failed to resend verification email.';

type MessageResponse = components['schemas']['MessageResponse'];

interface CheckoutContext {
  readonly session: SessionActor;
  /** The shopper's pick; the default address stands until there is one. */
  readonly selectedAddressId: string | null;
  /** The address book as the last save in the dialog answered it, ahead of the session's reload. */
  readonly addresses: readonly Address[] | null;
  readonly shippingMethod: ShippingMethod;
  readonly notes: string;
  /** The address open in the dialog; null for a new one. */
  readonly editing: Address | null;
  /**
   * The server refused the order because the email is not verified: 'needed' until the shopper
   * asks for the mail again, then 'sent' (with the server's answer) or 'failed'.
   */
  readonly verification: 'none' | 'needed' | 'sent' | 'failed';
  readonly verificationNote: string;
}

export type CheckoutEvent =
  | { type: 'address.select'; addressId: string }
  | { type: 'address.add' }
  | { type: 'address.edit'; addressId: string }
  | { type: 'dialog.close' }
  | { type: 'shipping.select'; method: ShippingMethod }
  | { type: 'notes.change'; value: string }
  | { type: 'checkout.pay' }
  /** Resend verification email, offered once ordering was refused for an unverified email. */
  | { type: 'verification.resend' }
  /** Try Again after the session's cart failed to load. */
  | { type: 'cart.retry' };

export type CheckoutEmitted =
  | { type: 'toast'; kind: 'error'; message: string }
  | { type: 'navigate'; to: string; replace?: boolean }
  | { type: 'loginRequired' }
  | { type: 'cart.changed' }
  | { type: 'user.changed' };

/** What checkout reads from the session: the address book and the cart's lines. */
export function sessionFacts(session: SessionActor): { addresses: readonly Address[]; items: readonly CartItem[] } {
  const snapshot = session.getSnapshot();
  return { addresses: snapshot.context.user?.addresses ?? [], items: snapshot.children.cart?.getSnapshot().context.items ?? [] };
}

function addressBook(context: CheckoutContext): readonly Address[] {
  return context.addresses ?? sessionFacts(context.session).addresses;
}

function checkoutError(context: CheckoutContext): string | null {
  const address = chosenAddress(addressBook(context), context.selectedAddressId);
  return validateCheckout({ selectedAddressId: address?._id ?? null, cartItemCount: cartCount(sessionFacts(context.session).items) });
}

/** The order as POST /order/create takes it, from the cart and the chosen address. */
export function orderRequest(context: CheckoutContext): OrderCreateRequest {
  const address = chosenAddress(addressBook(context), context.selectedAddressId);
  if (!address) throw new Error('No delivery address');
  const shippingAddress = shippingAddressOf(address);
  const notes = context.notes.trim();
  return {
    items: orderItems(sessionFacts(context.session).items),
    shippingAddress,
    billingAddress: shippingAddress,
    paymentMethod: PAYMENT_METHOD,
    shippingMethod: context.shippingMethod,
    ...(notes === '' ? {} : { notes }),
  };
}

/** A stock refusal names whether the product allows pre-order (the contract's PreorderErrorBody). */
function canPreorder(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { canPreorder?: unknown }).canPreorder === true;
}

function serverMessage(error: unknown): string {
  return failureMessage(error, '');
}

export function createOrderFailure(error: unknown): string {
  return canPreorder(error) ? createOrderErrorMessage(serverMessage(error), true) : failureMessage(error, CREATE_ORDER_FAILED);
}

/**
 * /checkout (shop spec §2, §4 "Checkout flow", §5 "Checkout"): needs a login; the delivery address
 * (default chosen, the shared add/edit dialog), the shipping method, notes; Pay checks an address and
 * a non-empty cart, creates the order, keeps it as the current order and goes to /payment.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
    input: {} as { session: SessionActor },
    children: {} as { addressForm: 'addressForm'; createOrder: 'createOrder'; resendVerification: 'resendVerification' },
  },
  actors: {
    addressForm: addressFormMachine,
    createOrder: fromPromise<Order, OrderCreateRequest>(() => Promise.reject(new Error('createOrder is not provided'))),
    resendVerification: fromPromise<MessageResponse, { email: string }>(() => Promise.reject(new Error('resendVerification is not provided'))),
  },
  actions: {
    /** Keeps the created order as the current order, so a reload of /payment still has it. */
    rememberOrder: (_, _params: { order: Order }) => {},
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    canPay: ({ context }) => checkoutError(context) === null,
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
    notes: '',
    editing: null,
    verification: 'none',
    verificationNote: '',
  }),
  initial: 'checkingLogin',
  states: {
    checkingLogin: {
      always: [{ guard: 'isLoggedIn', target: 'ready' }, { target: 'leaving' }],
    },
    // One tick later: the screen subscribes to the actor's effects just after starting it.
    leaving: { after: { 0: 'left' } },
    left: { entry: emit({ type: 'loginRequired' }), type: 'final' },
    ready: {
      initial: 'form',
      on: {
        'shipping.select': { actions: assign({ shippingMethod: ({ event }) => event.method }) },
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
              actions: assign({ editing: ({ context, event }) => addressBook(context).find((address) => address._id === event.addressId) ?? null }),
            },
            'verification.resend': { guard: 'verificationWasRefused', target: '#checkout.resendingVerification' },
            'checkout.pay': [
              { guard: 'canPay', target: '#checkout.placingOrder' },
              // Said once, in the toast (shop spec §8): the page does not repeat it.
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
      },
    },
    placingOrder: {
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => orderRequest(context),
        onDone: {
          target: 'placed',
          actions: [{ type: 'rememberOrder', params: ({ event }) => ({ order: event.output }) }, emit({ type: 'navigate', to: '/payment' })],
        },
        onError: [
          // A 401 ends the session, which goes to /login on its own.
          { guard: 'sessionWasRejected', target: 'ready' },
          // Said on the page, beside the button that sends the mail again.
          { guard: 'emailNotVerified', target: 'ready', actions: assign({ verification: 'needed', verificationNote: '' }) },
          { target: 'ready', actions: emit(({ event }) => ({ type: 'toast', kind: 'error', message: createOrderFailure(event.error) }) as const) },
        ],
      },
    },
    resendingVerification: {
      invoke: {
        id: 'resendVerification',
        src: 'resendVerification',
        input: ({ context }) => ({ email: context.session.getSnapshot().context.user?.email ?? '' }),
        onDone: { target: 'ready', actions: assign({ verification: 'sent', verificationNote: ({ event }) => event.output.message }) },
        onError: [
          { guard: 'sessionWasRejected', target: 'ready' },
          { target: 'ready', actions: assign({ verification: 'failed', verificationNote: ({ event }) => failureMessage(event.error, RESEND_VERIFICATION_FAILED) }) },
        ],
      },
    },
    placed: { type: 'final' },
  },
});
