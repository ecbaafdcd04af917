import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { applyVerdict } from './apply-verdict.ts';
import { findPayment } from './payment-repository.ts';
import { purchaseContext } from './purchase-context.ts';
import { verifyWithProvider } from './verify-with-provider.ts';

export const BAD_SIGNATURE = 'Invalid signature';

interface WebhookEvent {
  event?: unknown;
  data?: { reference?: unknown; status?: unknown; amount?: unknown; currency?: unknown };
}

/**
 * POST /payment/webhook. Mounted ahead of the contract's request validation because the
 * signature is over the raw body, which validation would consume; the body is checked here.
 * A bad signature is a 401 that changes nothing; handling is idempotent per reference. A provider
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
    const reference = event.data?.reference;
    if (typeof event.event !== 'string' || typeof reference !== 'string') throw new HttpError(400, 'event and data.reference are required');
    if (event.event !== 'charge.success' || !(await findPayment(deps.db, reference))) return c.json({ received: true });
    // The event is a hint; the verdict applied is the provider's own answer to verify.
    const verdict = await verifyWithProvider(deps, reference);
    await applyVerdict(deps, reference, verdict);
    return c.json({ received: true });
  });
  return routes;
}
