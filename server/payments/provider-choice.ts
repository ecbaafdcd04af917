/**
 * Which card provider the shop runs with, decided once at start-up. The sandbox's Pay button
 * confirms orders and grants downloads without taking money, so a shop that looks live (in
 * production, or on a public address) must either have Paystack's key or say PAYMENTS=sandbox.
 */

export type ProviderName = 'sandbox' | 'paystack';

/** A setting the server cannot start with; the message tells the operator what to set. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export const MISSING_KEY_MESSAGE =
  'PAYSTACK_SECRET_KEY is not set, and this shop looks live (NODE_ENV=production or a PUBLIC_URL that is not localhost): ' +
  'the sandbox would confirm orders and grant downloads without taking any money. ' +
  'Set PAYSTACK_SECRET_KEY, or set PAYMENTS=sandbox to run the sandbox on purpose.';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLocalUrl(publicUrl: string): boolean {
  try {
    const { hostname } = new URL(publicUrl);
    return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
  } catch {
    return false;
  }
}

/** Reads PAYMENTS against PAYSTACK_SECRET_KEY, NODE_ENV and the public origin; throws a ConfigError it cannot honour. */
export function chooseProvider(env: NodeJS.ProcessEnv, publicUrl: string): ProviderName {
  const wanted = env.PAYMENTS || undefined;
  const hasKey = Boolean(env.PAYSTACK_SECRET_KEY);
  if (wanted !== undefined && wanted !== 'sandbox' && wanted !== 'paystack') {
    throw new ConfigError(`PAYMENTS must be "sandbox" or "paystack", not "${wanted}".`);
  }
  if (wanted === 'sandbox') return 'sandbox';
  if (hasKey) return 'paystack';
  if (wanted === 'paystack') throw new ConfigError('PAYMENTS=paystack needs PAYSTACK_SECRET_KEY.');
  const looksLive = env.NODE_ENV === 'production' || !isLocalUrl(publicUrl);
  if (looksLive) throw new ConfigError(MISSING_KEY_MESSAGE);
  return 'sandbox';
}

/** The start-up line that says which provider takes the money. */
export function providerNotice(provider: ProviderName): string {
  return provider === 'paystack'
    ? 'Payments: Paystack (live card payments)'
    : 'Payments: SANDBOX: its Pay button confirms orders without taking money; orders paid this way are marked as sandbox payments';
}
