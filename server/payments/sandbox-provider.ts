import type { Queryable } from '../db/database.ts';
import { PAYMENT_CURRENCY, toKobo } from '../../src/domain/payment-amount.ts';
import type { PaymentProvider, ProviderVerdict } from './payment-provider.ts';

export type SandboxOutcome = 'paid' | 'declined' | 'cancelled';

/**
 * The default provider: a test payment page this server renders itself, so checkout works
 * offline and in e2e tests. The shopper's choice on that page is the provider's verdict.
 */
export function sandboxProvider(db: Queryable): PaymentProvider {
  return {
    name: 'sandbox',
    // On the callback's origin (already checked to be this site's): the shopper stays on the
    // address they opened the shop at, whichever of the server's names that is.
    async initialize({ reference, callbackUrl }) {
      return {
        authorizationUrl: new URL(`/api/v1/payment/sandbox/${encodeURIComponent(reference)}`, callbackUrl).href,
        accessCode: reference,
      };
    },
    async verify(reference): Promise<ProviderVerdict> {
      const [row] = await db.query<{ sandbox_outcome: SandboxOutcome | null; amount: number }>(
        'select sandbox_outcome, amount from payments where reference = $1',
        [reference],
      );
      const outcome = row?.sandbox_outcome ?? null;
      const status = outcome === null ? 'pending' : outcome === 'paid' ? 'success' : 'failed';
      return { status, amountKobo: toKobo(row?.amount ?? 0), currency: PAYMENT_CURRENCY };
    },
    async refund() {
      // Nothing was charged anywhere; the order records the refund.
    },
    isSignedWebhook() {
      // The sandbox sends no webhooks, so no webhook can be the sandbox's.
      return false;
    },
  };
}

/** Records the choice made on the sandbox page, once. */
export async function recordSandboxOutcome(db: Queryable, reference: string, outcome: SandboxOutcome): Promise<boolean> {
  const rows = await db.query(
    "update payments set sandbox_outcome = $2 where reference = $1 and provider = 'sandbox' and sandbox_outcome is null returning reference",
    [reference, outcome],
  );
  return rows.length === 1;
}
