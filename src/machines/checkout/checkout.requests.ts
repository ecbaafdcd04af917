import { resendVerification as postResendVerification } from '../../api/auth.ts';
import { createOrder as postOrder } from '../../api/orders.ts';
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
