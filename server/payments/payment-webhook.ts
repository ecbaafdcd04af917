import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { applyVerdict } from './apply-verdict.ts';
import { refundFailed, refundProcessed } from './payment-refunds.ts';
import { findPayment } from './payment-repository.ts';
import { purchaseContext } from './purchase-context.ts';
import { verifyWithProvider } from './verify-with-provider.ts';
import { reply } from '../http/contract-reply.ts';

export const BAD_SIGNATURE = 'Invalid signature';

interface WebhookEvent {
  event?: unknown;
  data?: { reference?: unknown; transaction_reference?: unknown; transaction?: { reference?: unknown } };
}

/** The payment an event is about: a charge's own reference, or the transaction a refund is of. */
function referenceOf(event: WebhookEvent): unknown {
  const { data } = event;
  if (typeof event.event === 'string' && event.event.startsWith('refund.'))
    return data?.transaction_reference ?? data?.transaction?.reference ?? data?.reference;
  return data?.reference;
}

/**
 * POST /payment/webhook. Mounted ahead of the contract's request validation because the
 * signature is over the raw body, which validation would consume; the body is checked here.
 * charge.success confirms an order paid by any channel; refund.processed and refund.failed settle
 * a refund the provider took earlier. A bad signature is a 401 that changes nothing; handling is
 * idempotent per reference. A provider
 * that cannot be reached is a 502, so the provider delivers the event again later.
 */
export function paymentWebhookRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/payment/webhook', async (c) => {
    const raw = await c.req.text();
    const signature = c.req.header('x-paystack-signature') ?? '';
    if (!purchaseContext(deps).provider.isSignedWebhook(raw, signature)) throw new HttpError(401, BAD_SIGNATURE);
    let event: WebhookEvent;
    try {
      event = JSON.parse(raw) as WebhookEvent;
    } catch {
      throw new HttpError(400, 'Request body is not valid JSON');
    }
    const reference = referenceOf(event);
    if (typeof event.event !== 'string' || typeof reference !== 'string') throw new HttpError(400, 'event and data.reference are required');
    if (!(await findPayment(deps.db, reference))) return reply(c, 'receivePaymentWebhook', 200, { received: true });
    if (event.event === 'refund.processed') await refundProcessed(deps, reference);
    if (event.event === 'refund.failed') await refundFailed(deps, reference);
    if (event.event !== 'charge.success') return reply(c, 'receivePaymentWebhook', 200, { received: true });
    // A charge by any channel (card, transfer, USSD, bank). The event is a hint; the verdict
    // applied is the provider's own answer to verify.
    const verdict = await verifyWithProvider(deps, reference);
    await applyVerdict(deps, reference, verdict);
    return reply(c, 'receivePaymentWebhook', 200, { received: true });
  });
  return routes;
}
