import type { Queryable } from '../db/database.ts';
import { PAYMENT_CURRENCY, toKobo } from '../../src/domain/payment-amount.ts';
import type { PaymentProvider, ProviderVerdict } from './payment-provider.ts';

/** paid, declined, cancelled: the card buttons; ussd: a USSD payment completed; transferred: "I have paid" for a transfer. */
export type SandboxOutcome = 'paid' | 'declined' | 'cancelled' | 'ussd' | 'transferred';

/** A sandbox transfer lands this long after "I have paid", as a bank's would a little later. */
export const SANDBOX_TRANSFER_DELAY_MS = 5000;

function verdictOf(outcome: SandboxOutcome | null, settlesAt: Date | null, now: Date): Pick<ProviderVerdict, 'status' | 'channel'> {
  switch (outcome) {
    case null:
      return { status: 'pending', channel: null };
    case 'paid':
      return { status: 'success', channel: 'card' };
    case 'ussd':
      return { status: 'success', channel: 'ussd' };
    case 'transferred':
      return { status: settlesAt !== null && settlesAt.getTime() <= now.getTime() ? 'success' : 'pending', channel: 'bank_transfer' };
    default:
      return { status: 'failed', channel: 'card' };
  }
}

/**
 * The default provider: a test payment page this server renders itself, so checkout works
 * offline and in e2e tests. The shopper's choice on that page is the provider's verdict; a
 * transfer the shopper says was sent lands SANDBOX_TRANSFER_DELAY_MS later.
 */
export function sandboxProvider(db: Queryable, clock: () => Date): PaymentProvider {
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
      const [row] = await db.query<{ sandbox_outcome: SandboxOutcome | null; sandbox_settles_at: Date | null; amount: number }>(
        'select sandbox_outcome, sandbox_settles_at, amount from payments where reference = $1',
        [reference],
      );
      const verdict = verdictOf(row?.sandbox_outcome ?? null, row?.sandbox_settles_at ?? null, clock());
      return { ...verdict, amountKobo: toKobo(row?.amount ?? 0), currency: PAYMENT_CURRENCY };
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

/** Records the choice made on the sandbox page, once; a transfer settles a little later. */
export async function recordSandboxOutcome(db: Queryable, reference: string, outcome: SandboxOutcome, now: Date): Promise<boolean> {
  const settlesAt = outcome === 'transferred' ? new Date(now.getTime() + SANDBOX_TRANSFER_DELAY_MS) : null;
  const rows = await db.query(
    `update payments set sandbox_outcome = $2, sandbox_settles_at = $3
      where reference = $1 and provider = 'sandbox' and sandbox_outcome is null returning reference`,
    [reference, outcome, settlesAt],
  );
  return rows.length === 1;
}

/** The sandbox's one-time transfer account for a payment: 10 digits, the same each time the page is shown. */
export function sandboxTransferAccount(reference: string): string {
  let hash = 0;
  for (const char of reference) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_000;
  return `9${String(hash).padStart(9, '0')}`;
}
