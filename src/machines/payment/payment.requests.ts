import { getPaymentStatus, initializePayment as postInitialize, verifyPayment as getVerify } from '../../api/payments.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import type { PaymentInitializeRequest } from './payment.machine.ts';
import type { PaymentStatusResult } from './payment-status.machine.ts';

/** POST /payment/initialize: where the browser goes next. */
export function initializePayment(body: PaymentInitializeRequest, signal: AbortSignal) {
  return postInitialize(apiClient, body, signal);
}

/** GET /payment/verify/{ref}, in the status page's terms. */
export async function verifyPayment(reference: string, signal: AbortSignal): Promise<PaymentStatusResult> {
  const { status, orderId, amount } = await getVerify(apiClient, reference, signal);
  return { transactionStatus: status, orderId, amount, reference };
}

/** GET /payment/status/{ref}: the recorded status, re-read while it is pending. */
export function lookUpStatus(reference: string, signal: AbortSignal) {
  return getPaymentStatus(apiClient, reference, signal);
}
