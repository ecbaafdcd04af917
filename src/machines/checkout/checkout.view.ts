import { displayPhone } from '../../domain/phone.ts';
import type { SnapshotFrom } from 'xstate';
import { cartAmount, lineTotal } from '../../domain/cart.ts';
import { chosenAddress, hasPreorderLines } from '../../domain/checkout-order.ts';
import { NO_DELIVERY_NEEDED, needsDelivery } from '../../domain/delivery.ts';
import { formatNaira } from '../../domain/money.ts';
import { VERIFY_EMAIL_TO_ORDER } from '../../domain/order-holds.ts';
import {
  checkoutTotals,
  deliveryEstimate,
  SHIPPING_METHOD_NAMES,
  SHIPPING_METHODS,
  shippingFee,
  type ShippingMethod,
} from '../../domain/shipping.ts';
import type { Address } from '../addresses/address-form.machine.ts';
import type { cartMachine } from '../cart/cart.machine.ts';
import { chosenPaymentMethod, type checkoutMachine } from './checkout.machine.ts';
import { PAY_AT_STUDIO } from '../../domain/pickup-hold.ts';
import {
  PAYMENT_METHOD_DETAILS,
  PAYMENT_METHOD_NAMES,
  paymentMethodsFor,
  PLACE_ORDER_LABEL,
  type PaymentMethod,
} from '../../domain/pay-at-pickup.ts';

/** What the page shows of the session: the address book (null while the user loads) and the session's cart. */
export interface CheckoutFacts {
  readonly addresses: readonly Address[] | null;
  readonly cart: SnapshotFrom<typeof cartMachine>;
}

export interface AddressOption {
  readonly id: string;
  readonly label: string;
  readonly fullName: string;
  readonly lines: string;
  /** Directions ('opposite Bodija market'); '' when none. */
  readonly landmark: string;
  readonly phone: string;
  readonly isDefault: boolean;
  readonly checked: boolean;
}

export interface ShippingOption {
  readonly method: ShippingMethod;
  readonly name: string;
  readonly fee: string;
  readonly estimate: string;
  readonly checked: boolean;
}

export interface PaymentOption {
  readonly method: PaymentMethod;
  readonly name: string;
  readonly detail: string;
  readonly checked: boolean;
}

export interface SummaryLine {
  readonly key: string;
  readonly title: string;
  readonly quantity: number;
  readonly total: string;
}

export interface CheckoutView {
  /** 'cartFailed': the cart could not be loaded (as on /cart, not an empty cart); 'cart.retry' loads it again. */
  readonly status: 'loading' | 'cartFailed' | 'empty' | 'ready';
  /** False for digital products alone: no address, no shipping method; noDeliveryNote says so instead. */
  readonly needsDelivery: boolean;
  readonly noDeliveryNote: string;
  readonly addresses: readonly AddressOption[];
  readonly shippingOptions: readonly ShippingOption[];
  /** How to pay: offered only with Store Pickup (online, or at the studio); empty otherwise. */
  readonly paymentOptions: readonly PaymentOption[];
  readonly notes: string;
  readonly lines: readonly SummaryLine[];
  readonly subtotal: string;
  readonly shipping: string;
  readonly total: string;
  readonly placing: boolean;
  readonly payLabel: string;
  readonly dialogOpen: boolean;
  /** Ordering was refused for an unverified email: the message, and the resend button's state. */
  readonly verifyEmail: VerifyEmailView | null;
}

export interface VerifyEmailView {
  readonly message: string;
  readonly sending: boolean;
  readonly resendLabel: string;
  /** The answer to the last resend ('failed' says so as an error). */
  readonly note: string;
  readonly noteIsError: boolean;
}

function feeText(fee: number): string {
  return fee === 0 ? 'Free' : formatNaira(fee);
}

/** /checkout from the machine's snapshot and what the session holds. */
export function checkoutView(snapshot: SnapshotFrom<typeof checkoutMachine>, facts: CheckoutFacts): CheckoutView {
  const { context } = snapshot;
  const book = context.addresses ?? facts.addresses ?? [];
  const { cart } = facts;
  const items = cart.context.items;
  const address = chosenAddress(book, context.selectedAddressId);
  const state = address?.state ?? '';
  const preorder = hasPreorderLines(items);
  const delivery = needsDelivery(items.map((line) => line.product));
  const totals = checkoutTotals(cartAmount(items), delivery ? context.shippingMethod : null, state);
  const placing = snapshot.matches('placingOrder') || snapshot.matches('placed');
  const offered = paymentMethodsFor(delivery ? context.shippingMethod : null, preorder);
  const paying = chosenPaymentMethod(context);
  // Before the cart's first answer there is nothing to sum yet; once the order is placed, the page is leaving.
  const cartFailed = cart.matches('loadFailed') && !placing;
  const cartUnknown = items.length === 0 && !cart.matches('ready');
  const loading = facts.addresses === null || cartUnknown;
  return {
    status: cartFailed ? 'cartFailed' : loading ? 'loading' : items.length === 0 && !placing ? 'empty' : 'ready',
    needsDelivery: delivery,
    noDeliveryNote: delivery ? '' : NO_DELIVERY_NEEDED,
    addresses: book.map((option) => ({
      id: option._id,
      label: option.label,
      fullName: option.fullName,
      lines: `${option.address}, ${option.city}, ${option.state} ${option.zipCode}`,
      landmark: option.landmark,
      phone: displayPhone(option.phone),
      isDefault: option.isDefault,
      // chosenAddress gives one of the book's own entries.
      checked: option === address,
    })),
    shippingOptions: SHIPPING_METHODS.map((method) => ({
      method,
      name: SHIPPING_METHOD_NAMES[method],
      fee: feeText(shippingFee(method, state)),
      estimate: deliveryEstimate(method, preorder),
      checked: method === context.shippingMethod,
    })),
    // One way of paying is no choice: the options show only when paying at the studio is offered too.
    paymentOptions:
      offered.length < 2
        ? []
        : offered.map((method) => ({
            method,
            name: PAYMENT_METHOD_NAMES[method],
            detail: PAYMENT_METHOD_DETAILS[method],
            checked: method === paying,
          })),
    notes: context.notes,
    lines: items.map((line) => ({
      key: line.key,
      title: line.product.title,
      quantity: line.quantity,
      total: formatNaira(lineTotal(line)),
    })),
    subtotal: formatNaira(totals.subtotal),
    shipping: feeText(totals.shipping),
    total: formatNaira(totals.total),
    placing,
    payLabel: placing ? 'Placing Order...' : paying === PAY_AT_STUDIO ? PLACE_ORDER_LABEL : `Pay ${formatNaira(totals.total)}`,
    dialogOpen: snapshot.matches({ ready: 'addressDialog' }),
    verifyEmail: verifyEmailView(snapshot),
  };
}

function verifyEmailView(snapshot: SnapshotFrom<typeof checkoutMachine>): VerifyEmailView | null {
  const { verification, verificationNote } = snapshot.context;
  if (verification === 'none') return null;
  const sending = snapshot.matches({ ready: 'resendingVerification' });
  return {
    message: VERIFY_EMAIL_TO_ORDER,
    sending,
    resendLabel: sending ? 'Sending...' : 'Resend verification email',
    note: sending ? '' : verificationNote,
    noteIsError: verification === 'failed',
  };
}
