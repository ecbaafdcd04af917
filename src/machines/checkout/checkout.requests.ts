import { resendVerification as postResendVerification } from '../../api/auth.ts';
import { cancelOrder, createOrder as postOrder, getOrder, invalidateOrders } from '../../api/orders.ts';
import { NotFound } from '../../api/errors.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import type { OrderCreateRequest } from './checkout.machine.ts';

/** POST /order/create: the created order. */
export async function createOrder(body: OrderCreateRequest, signal: AbortSignal) {
  return (await postOrder(apiClient, body, signal)).order;
}

/** POST /user/resend-verification: the server's answer. */
export function resendVerification(email: string, signal: AbortSignal) {
  return postResendVerification(apiClient, email, signal);
}

/** GET /order/{id} as the server has it now; null when it is gone (404). */
export async function currentOrderNow(orderId: string, signal: AbortSignal) {
  invalidateOrders(apiClient);
  try {
    return await getOrder(apiClient, orderId, signal);
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

/** POST /order/{id}/cancel: the unpaid order gives its stock back. */
export function cancelOpenOrder(orderId: string, reason: string, signal: AbortSignal) {
  return cancelOrder(apiClient, orderId, reason, signal);
}
