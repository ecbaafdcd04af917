import type { ApiClient } from './client.ts';
import type { components } from './schema.gen.ts';
import { send } from './request.ts';

type Schemas = components['schemas'];

/** POST /studio/orders/{orderNumber}/refunds: the server's message ('Refunded ₦2,500 of order ...', or that it will be retried). */
export async function refundStudioOrder(
  client: ApiClient,
  orderNumber: string,
  body: Schemas['StudioRefundRequest'],
  signal: AbortSignal,
): Promise<string> {
  const answer = await send(
    (signal) => client.POST('/studio/orders/{orderNumber}/refunds', { params: { path: { orderNumber } }, body, signal }),
    signal,
  );
  return answer.message ?? `Refund of order ${orderNumber} recorded`;
}
