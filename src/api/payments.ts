import { forgetting } from './cache.ts';
import type { ApiClient } from './client.ts';
import { invalidateDigitalProducts } from './downloads.ts';
import type { PaymentInitializeRequest, PaymentInitializeResponse, PaymentStatusResult, PaymentVerifyResponse } from './models.ts';
import { invalidateOrders } from './orders.ts';
import { read, send } from './request.ts';

// Payment answers are never cached: the status page polls every 3 seconds and must see changes.
// The provider's webhook (POST /payment/webhook) is server-to-server, so it has no function here.

/** POST /payment/initialize: data.authorization_url is where the browser goes next. */
export function initializePayment(
  client: ApiClient,
  body: PaymentInitializeRequest,
  signal: AbortSignal,
): Promise<PaymentInitializeResponse['data']> {
  return send((signal) => client.POST('/payment/initialize', { body, signal }), signal).then((a) => a.data);
}

/**
 * GET /payment/verify/{ref}. Verifying is idempotent on the server, so it is retried like a read.
 * A verified payment changes orders and grants, so their caches are forgotten.
 */
export function verifyPayment(client: ApiClient, reference: string, signal: AbortSignal): Promise<PaymentVerifyResponse['data']> {
  return read(client, (signal) => client.GET('/payment/verify/{ref}', { params: { path: { ref: reference } }, signal }), signal)
    .then((a) => a.data)
    .then(
      forgetting(() => {
        invalidateOrders(client);
        invalidateDigitalProducts(client);
      }),
    );
}

/** GET /payment/status/{ref}: transactionStatus, orderId, amount, reference. */
export function getPaymentStatus(client: ApiClient, reference: string, signal: AbortSignal): Promise<PaymentStatusResult> {
  return read(client, (signal) => client.GET('/payment/status/{ref}', { params: { path: { ref: reference } }, signal }), signal).then(
    (a) => a.data,
  );
}
