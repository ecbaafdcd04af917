import type { SnapshotFrom } from 'xstate';
import { formatNaira } from '../../domain/money.ts';
import type { paymentMachine } from './payment.machine.ts';

export interface PaymentView {
  readonly status: 'preparing' | 'redirecting' | 'noOrder' | 'failed';
  readonly heading: string;
  readonly message: string;
  readonly order: { readonly number: string; readonly shipping: string; readonly total: string } | null;
  readonly canRetry: boolean;
}

/** /payment from its snapshot. */
export function paymentView(snapshot: SnapshotFrom<typeof paymentMachine>): PaymentView {
  const { order } = snapshot.context;
  const summary = order ? { number: order.orderNumber, shipping: order.shipping.cost === 0 ? 'Free' : formatNaira(order.shipping.cost), total: formatNaira(order.amount) } : null;
  if (snapshot.matches('noOrder')) {
    return { status: 'noOrder', heading: 'No order to pay', message: 'There is no order waiting for payment. Place one at checkout first.', order: null, canRetry: false };
  }
  if (snapshot.matches('failed')) {
    // The reason ('Payment initialization failed' or the server's) is in the toast; said once on screen.
    return {
      status: 'failed',
      heading: "We couldn't start your payment",
      message: 'Your order is saved and nothing has been charged. Try again, or go back to checkout.',
      order: summary,
      canRetry: true,
    };
  }
  if (snapshot.matches('redirecting')) {
    return { status: 'redirecting', heading: 'Redirecting to secure payment...', message: 'You are being taken to our card payment provider.', order: summary, canRetry: false };
  }
  return { status: 'preparing', heading: 'Preparing your payment...', message: 'Please wait while we set up a secure card payment.', order: summary, canRetry: false };
}
