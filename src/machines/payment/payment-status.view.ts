import type { SnapshotFrom } from 'xstate';
import { formatDateTime } from '../../domain/dates.ts';
import { formatNaira } from '../../domain/money.ts';
import { waitingForPaymentText, waitingForTransferText } from '../../domain/payment-channels.ts';
import { payOrderPath } from '../../domain/payment-status.ts';
import type { paymentStatusMachine, PaymentStatusResult } from './payment-status.machine.ts';

export type PaymentStatusState = 'loading' | 'pending' | 'stalled' | 'success' | 'failed' | 'error';

export interface PaymentStatusLink {
  readonly to: string;
  readonly label: string;
}

export interface PaymentStatusView {
  readonly state: PaymentStatusState;
  readonly heading: string;
  readonly message: string;
  /** The amount and the reference, once a lookup answered. */
  readonly details: { readonly amount: string; readonly reference: string } | null;
  readonly links: readonly PaymentStatusLink[];
  readonly canRecheck: boolean;
  readonly busy: boolean;
}

const ORDERS = { to: '/orders', label: 'View My Orders' };
const SHOP = { to: '/shop', label: 'Continue Shopping' };
const CONTACT = { to: '/contact', label: 'Contact Support' };

const SCREENS: Record<PaymentStatusState, Omit<PaymentStatusView, 'state' | 'details'>> = {
  loading: {
    heading: 'Verifying your payment...',
    message: 'Please wait while we confirm your payment.',
    links: [],
    canRecheck: false,
    busy: true,
  },
  // The message says what is awaited and until when (pendingMessage).
  pending: {
    heading: 'Payment pending',
    message: '',
    links: [ORDERS],
    canRecheck: false,
    busy: true,
  },
  stalled: {
    heading: 'Payment still pending',
    message: "We haven't had a confirmation yet. Check again in a moment, or find the order under My Orders later.",
    links: [ORDERS, CONTACT],
    canRecheck: true,
    busy: false,
  },
  // 'Payment successful' is the toast; the page says it in other words, so it is said once.
  success: {
    heading: 'Thank you for your order',
    message: 'Your payment went through and your order is confirmed.',
    links: [ORDERS, SHOP],
    canRecheck: false,
    busy: false,
  },
  // Try Again (first) pays the same order with a new payment: tryAgain() puts it in front.
  failed: {
    heading: 'Payment failed',
    message: 'Your payment could not be processed.',
    links: [CONTACT, ORDERS],
    canRecheck: false,
    busy: false,
  },
  error: {
    heading: 'Payment verification error',
    message: "We couldn't verify your payment status. Please contact our support team.",
    links: [CONTACT, ORDERS, SHOP],
    canRecheck: false,
    busy: false,
  },
};

function stateOf(snapshot: SnapshotFrom<typeof paymentStatusMachine>): PaymentStatusState {
  if (snapshot.matches('polling')) return 'pending';
  if (snapshot.matches('stalled') || snapshot.matches('success') || snapshot.matches('failed') || snapshot.matches('error')) {
    return snapshot.value as PaymentStatusState;
  }
  return 'loading';
}

/**
 * A failed, declined or cancelled payment leaves its order payable: Try Again pays that same order
 * (a new reference, the same order number), never a new one from checkout.
 */
function tryAgain(state: PaymentStatusState, orderId: string | undefined): readonly PaymentStatusLink[] {
  return state === 'failed' && orderId ? [{ to: payOrderPath(orderId), label: 'Try Again' }] : [];
}

/** While pending: a transfer is named as such, and the page says until when it keeps checking. */
function pendingMessage(result: PaymentStatusResult): string {
  const until = formatDateTime(result.expiresAt);
  return result.channel === 'bank_transfer' ? waitingForTransferText(until) : waitingForPaymentText(until);
}

/** /payment/status from its snapshot. */
export function paymentStatusView(snapshot: SnapshotFrom<typeof paymentStatusMachine>): PaymentStatusView {
  const state = stateOf(snapshot);
  const { result } = snapshot.context;
  const screen = SCREENS[state];
  return {
    state,
    ...screen,
    ...(state === 'pending' && result ? { message: pendingMessage(result) } : {}),
    links: [...tryAgain(state, result?.orderId), ...screen.links],
    details: result ? { amount: formatNaira(result.amount), reference: result.reference } : null,
  };
}
