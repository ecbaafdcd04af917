import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYMENT_CURRENCY } from '../../src/domain/payment-amount.ts';
import { ProviderError, type PaymentProvider, type ProviderVerdict } from './payment-provider.ts';

interface PaystackAnswer<Data> {
  status: boolean;
  message: string;
  data: Data;
}

/** Paystack's transaction API: initialize, verify, refund, and its webhook signature. */
export function paystackProvider(settings: { secretKey: string; baseUrl: string }): PaymentProvider {
  async function call<Data>(method: string, path: string, body?: unknown): Promise<Data> {
    const response = await fetch(`${settings.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${settings.secretKey}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).catch((error: unknown) => {
      // Unreachable is a provider failure like any other (a 502 to the customer, a retry later), never a 500.
      throw new ProviderError(`Paystack could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    });
    const answer = (await response.json().catch(() => null)) as PaystackAnswer<Data> | null;
    if (!response.ok || !answer?.status) throw new ProviderError(answer?.message ?? `Paystack answered ${response.status}`);
    return answer.data;
  }

  return {
    name: 'paystack',
    async initialize({ reference, amountKobo, email, callbackUrl, channels }) {
      const data = await call<{ authorization_url: string; access_code: string }>('POST', '/transaction/initialize', {
        email,
        amount: amountKobo,
        currency: PAYMENT_CURRENCY,
        reference,
        callback_url: callbackUrl,
        channels,
      });
      return { authorizationUrl: data.authorization_url, accessCode: data.access_code };
    },
    async verify(reference): Promise<ProviderVerdict> {
      const data = await call<{ status: string; amount: number; currency: string; channel?: string | null }>(
        'GET',
        `/transaction/verify/${encodeURIComponent(reference)}`,
      );
      // Paystack reports `abandoned` while the checkout page may still be completed: pending, not failed.
      const status = data.status === 'success' ? 'success' : data.status === 'failed' || data.status === 'reversed' ? 'failed' : 'pending';
      return { status, amountKobo: data.amount, currency: data.currency, channel: data.channel ?? null };
    },
    async refund(reference, amountKobo) {
      await call('POST', '/refund', { transaction: reference, amount: amountKobo });
    },
    isSignedWebhook(rawBody, signature) {
      const expected = Buffer.from(createHmac('sha512', settings.secretKey).update(rawBody).digest('hex'));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
