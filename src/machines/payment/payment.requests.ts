import { getPaymentStatus, initializePayment as postInitialize, verifyPayment as getVerify } from '../../api/payments.ts';
import { getOrder, invalidateOrders } from '../../api/orders.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import type { PaymentInitializeRequest } from './payment.machine.ts';
import type { PaymentStatusResult } from './payment-status.machine.ts';

/** GET /order/{id}, as the server has it now (a payment or a cancel elsewhere may have changed it). */
export function fetchOrder(orderId: string, signal: AbortSignal) {
  invalidateOrders(apiClient);
  return getOrder(apiClient, orderId, signal);
}

/** POST /payment/initialize: where the browser goes next. The order now has a new payment reference. */
export async function initializePayment(body: PaymentInitializeRequest, signal: AbortSignal) {
  const started = await postInitialize(apiClient, body, signal);
  invalidateOrders(apiClient);
  return started;
}

/** GET /payment/verify/{ref}, in the status page's terms. */
export async function verifyPayment(reference: string, signal: AbortSignal): Promise<PaymentStatusResult> {
  const { status, orderId, amount, channel, expiresAt, secondsLeft } = await getVerify(apiClient, reference, signal);
  return { transactionStatus: status, orderId, amount, reference, channel, expiresAt, secondsLeft };
}

/** GET /payment/status/{ref}: the recorded status, re-read while it is pending. */
export function lookUpStatus(reference: string, signal: AbortSignal) {
  return getPaymentStatus(apiClient, reference, signal);
}
