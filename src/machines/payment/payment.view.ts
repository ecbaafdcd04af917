import type { SnapshotFrom } from 'xstate';
import { formatNaira } from '../../domain/money.ts';
import type { paymentMachine } from './payment.machine.ts';

export interface PaymentLink {
  readonly to: string;
  readonly label: string;
}

export interface PaymentView {
  readonly status: 'preparing' | 'redirecting' | 'noOrder' | 'notPayable' | 'loadFailed' | 'failed';
  readonly heading: string;
  readonly message: string;
  readonly order: { readonly number: string; readonly shipping: string; readonly total: string } | null;
  readonly canRetry: boolean;
  /** Where the shopper can go from here. */
  readonly links: readonly PaymentLink[];
}

const ORDERS: PaymentLink = { to: '/orders', label: 'View My Orders' };
const CHECKOUT: PaymentLink = { to: '/checkout', label: 'Back to Checkout' };

/** /payment from its snapshot. */
export function paymentView(snapshot: SnapshotFrom<typeof paymentMachine>): PaymentView {
  const { order } = snapshot.context;
  const summary = order
    ? {
        number: order.orderNumber,
        shipping: order.shipping.cost === 0 ? 'Free' : formatNaira(order.shipping.cost),
        total: formatNaira(order.amount),
      }
    : null;
  if (snapshot.matches('noOrder')) {
    return {
      status: 'noOrder',
      heading: 'No order to pay',
      message: 'There is no order waiting for payment. Place one at checkout first.',
      order: null,
      canRetry: false,
      links: [CHECKOUT, ORDERS],
    };
  }
  if (snapshot.matches('notPayable')) {
    return {
      status: 'notPayable',
      heading: 'This order can no longer be paid',
      message: 'It has been paid or cancelled since. My Orders shows where it stands.',
      order: summary,
      canRetry: false,
      links: [ORDERS],
    };
  }
  if (snapshot.matches('loadFailed')) {
    // The reason is in the toast; said once on screen.
    return {
      status: 'loadFailed',
      heading: "We couldn't load your order",
      message: 'Nothing has been charged. Try again in a moment.',
      order: null,
      canRetry: true,
      links: [ORDERS],
    };
  }
  if (snapshot.matches('failed')) {
    // The reason ('Payment initialization failed' or the server's) is in the toast; said once on screen.
    return {
      status: 'failed',
      heading: "We couldn't start your payment",
      message: 'Your order is saved and nothing has been charged. Try again, or pay it later with Pay now under My Orders.',
      order: summary,
      canRetry: true,
      links: [ORDERS],
    };
  }
  if (snapshot.matches('redirecting')) {
    return {
      status: 'redirecting',
      heading: 'Redirecting to secure payment...',
      message: 'You are being taken to our card payment provider.',
      order: summary,
      canRetry: false,
      links: [],
    };
  }
  return {
    status: 'preparing',
    heading: 'Preparing your payment...',
    message: 'Please wait while we set up a secure card payment.',
    order: summary,
    canRetry: false,
    links: [],
  };
}
