import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { type AppEnv } from '../http/app-env.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { requireUser } from '../http/require-user.ts';
import { findOwnOrder, findOrder, ORDER_NOT_FOUND } from '../orders/order-repository.ts';
import { applyVerdict } from '../payments/apply-verdict.ts';
import { findOwnPayment, findPayment, insertPayment, PAYMENT_NOT_FOUND, type PaymentRow } from '../payments/payment-repository.ts';
import { purchaseContext } from '../payments/purchase-context.ts';
import { sandboxPage } from '../payments/sandbox-page.ts';
import { recordSandboxOutcome, sandboxTransferAccount, type SandboxOutcome } from '../payments/sandbox-provider.ts';
import { addMinutes } from '../platform/clock.ts';
import { formatDateTime } from '../../src/domain/dates.ts';
import { TRANSFER_WINDOW_MINUTES } from '../../src/domain/payment-channels.ts';
import { paymentWindow } from '../orders/purchase-settings.ts';
import { verifyWithProvider } from '../payments/verify-with-provider.ts';
import { canPayOrder } from '../../src/domain/order-payable.ts';
import { isOwnOrigin, PAYMENT_CURRENCY, toKobo } from '../../src/domain/payment-amount.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

export const INVALID_CALLBACK = 'The callback URL must be on this site';
export const ALREADY_PAID = 'This order is already paid';
export const NOT_PAYABLE = 'This order can no longer be paid';
export const INITIALIZATION_FAILED = 'Payment initialization failed';

const OUTCOMES: Record<string, SandboxOutcome> = {
  pay: 'paid',
  decline: 'declined',
  cancel: 'cancelled',
  ussd: 'ussd',
  transfer: 'transferred',
};

function verifyMessage(status: PaymentRow['status']): string {
  if (status === 'success') return 'Payment successful';
  if (status === 'pending') return 'Payment pending';
  if (status === 'refunded') return 'Payment refunded';
  return 'Payment failed';
}

/** Card payments: initialize, the sandbox page, verify and status (the webhook is payment-webhook.ts). */
export function paymentRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, clock } = deps;
  const customerOnly = requireUser(deps);
  routes.use('/payment/initialize', customerOnly);
  routes.use('/payment/verify/*', customerOnly);
  routes.use('/payment/status/*', customerOnly);

  /** Asks the provider about a payment still pending and applies its verdict (once). */
  async function settle(payment: PaymentRow): Promise<PaymentRow> {
    if (payment.status !== 'pending') return payment;
    const verdict = await verifyWithProvider(deps, payment.reference);
    return (await applyVerdict(deps, payment.reference, verdict)) ?? payment;
  }

  /**
   * When the payment's window ends (its order's hold: the latest initialization plus the window),
   * and the seconds left by the server's clock, so the status page waits no longer than that.
   */
  async function windowOf(payment: PaymentRow): Promise<{ channel: string | null; expiresAt: string; secondsLeft: number }> {
    const order = await findOrder(db, payment.order_id);
    const expires = addMinutes(order?.hold_from ?? payment.created_at, paymentWindow(purchaseContext(deps).settings));
    const secondsLeft = Math.max(0, Math.floor((expires.getTime() - clock().getTime()) / 1000));
    return { channel: payment.channel, expiresAt: expires.toISOString(), secondsLeft };
  }

  async function ownPayment(userId: string, reference: string): Promise<PaymentRow> {
    const payment = await findOwnPayment(db, userId, reference);
    if (!payment) throw notFound(PAYMENT_NOT_FOUND);
    return payment;
  }

  routes.post('/payment/initialize', async (c) => {
    const { body } = inputOf(c, 'initializePayment');
    const origins = deps.callbackOrigins ?? [deps.publicUrl];
    if (!origins.some((origin) => isOwnOrigin(body.callbackUrl, origin))) throw badRequest(INVALID_CALLBACK);
    const userId = c.get('session').id;
    const order = await findOwnOrder(db, userId, body.orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.payment_status === 'paid') throw new HttpError(422, ALREADY_PAID);
    if (!canPayOrder({ status: order.status, paymentStatus: order.payment_status })) throw new HttpError(422, NOT_PAYABLE);
    const [user] = await db.query<{ email: string }>('select email from users where id = $1', [userId]);
    const reference = `${order.order_number}-${randomBytes(5).toString('hex')}`;
    const now = clock();
    await insertPayment(db, {
      reference,
      order_id: order.id,
      user_id: userId,
      provider: purchaseContext(deps).provider.name,
      amount: order.amount,
      currency: PAYMENT_CURRENCY,
      callback_url: body.callbackUrl,
      created_at: now,
    });
    // The hold runs from here: the shopper now has PAYMENT_HOLD_MINUTES at the provider's page.
    await db.query('update orders set payment_reference = $2, hold_from = $3 where id = $1', [order.id, reference, now]);
    const started = await purchaseContext(deps)
      .provider.initialize({
        reference,
        amountKobo: toKobo(order.amount),
        email: user?.email ?? '',
        callbackUrl: body.callbackUrl,
        channels: purchaseContext(deps).settings.channels,
      })
      .catch(async (error: unknown) => {
        deps.log.error(`Payment ${reference} could not be initialized`, error);
        // It never reached the provider, so nobody can pay it and the provider cannot be asked about
        // it: failed, so the order stays payable and the hold's end still frees its stock.
        await db.query("update payments set status = 'failed', updated_at = $2 where reference = $1 and status = 'pending'", [
          reference,
          now,
        ]);
        throw new HttpError(502, INITIALIZATION_FAILED);
      });
    return reply(c, 'initializePayment', 200, {
      success: true,
      message: 'Payment initialized',
      data: { authorization_url: started.authorizationUrl, access_code: started.accessCode, reference },
    });
  });

  routes.get('/payment/verify/:ref', async (c) => {
    const { params } = inputOf(c, 'verifyPayment');
    const payment = await settle(await ownPayment(c.get('session').id, params.ref));
    return reply(c, 'verifyPayment', 200, {
      success: true,
      message: verifyMessage(payment.status),
      data: {
        status: payment.status,
        reference: payment.reference,
        orderId: payment.order_id,
        amount: payment.amount,
        ...(await windowOf(payment)),
      },
    });
  });

  routes.get('/payment/status/:ref', async (c) => {
    const { params } = inputOf(c, 'getPaymentStatus');
    const payment = await settle(await ownPayment(c.get('session').id, params.ref));
    return reply(c, 'getPaymentStatus', 200, {
      success: true,
      data: {
        transactionStatus: payment.status,
        orderId: payment.order_id,
        amount: payment.amount,
        reference: payment.reference,
        ...(await windowOf(payment)),
      },
    });
  });

  routes.get('/payment/sandbox/:ref', async (c) => {
    const { params } = inputOf(c, 'showSandboxPayment');
    const payment = await findPayment(db, params.ref);
    const order = payment?.provider === 'sandbox' ? await findOrder(db, payment.order_id) : null;
    if (!payment || !order) throw notFound(PAYMENT_NOT_FOUND);
    const { settings } = purchaseContext(deps);
    return c.html(
      sandboxPage({
        reference: payment.reference,
        orderNumber: order.order_number,
        amount: payment.amount,
        decided: payment.sandbox_outcome !== null,
        channels: settings.channels,
        transferAccount: sandboxTransferAccount(payment.reference),
        expiresAt: formatDateTime(addMinutes(payment.created_at, TRANSFER_WINDOW_MINUTES)),
      }),
    );
  });

  routes.post('/payment/sandbox/:ref', async (c) => {
    const { params, query } = inputOf(c, 'decideSandboxPayment');
    const payment = await findPayment(db, params.ref);
    if (!payment || payment.provider !== 'sandbox') throw notFound(PAYMENT_NOT_FOUND);
    const outcome = OUTCOMES[query.decision];
    if (!outcome) throw badRequest('decision must be pay, decline, cancel, ussd or transfer');
    await recordSandboxOutcome(db, payment.reference, outcome, clock());
    // Back to the shop as Paystack does it: the callback address with the reference twice.
    const back = new URL(payment.callback_url);
    back.searchParams.set('reference', payment.reference);
    back.searchParams.set('trxref', payment.reference);
    return c.redirect(back.toString(), 303);
  });

  return routes;
}
