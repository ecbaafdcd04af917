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
  const { order, error } = snapshot.context;
  const summary = order ? { number: order.orderNumber, shipping: order.shipping.cost === 0 ? 'Free' : formatNaira(order.shipping.cost), total: formatNaira(order.amount) } : null;
  if (snapshot.matches('noOrder')) {
    return { status: 'noOrder', heading: 'No order to pay', message: 'There is no order waiting for payment. Place one at checkout first.', order: null, canRetry: false };
  }
  if (snapshot.matches('failed')) {
    return { status: 'failed', heading: 'Payment initialization failed', message: error ?? 'Payment initialization failed', order: summary, canRetry: true };
  }
  if (snapshot.matches('redirecting')) {
    return { status: 'redirecting', heading: 'Redirecting to secure payment...', message: 'You are being taken to our card payment provider.', order: summary, canRetry: false };
  }
  return { status: 'preparing', heading: 'Preparing your payment...', message: 'Please wait while we set up a secure card payment.', order: summary, canRetry: false };
}
