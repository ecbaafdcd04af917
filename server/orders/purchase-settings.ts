import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_DOWNLOAD_DAYS, DEFAULT_DOWNLOAD_LIMIT } from '../../src/domain/download-grant.ts';

/** Settings of the purchase: holds, downloads, the card provider and the studio's credential. */
export interface PurchaseSettings {
  /** Unpaid orders hold their stock this long (PAYMENT_HOLD_MINUTES). */
  readonly holdMinutes: number;
  readonly downloadLimit: number;
  readonly downloadDays: number;
  /** Paystack instead of the sandbox when the secret key is set. */
  readonly paystack?: { readonly secretKey: string; readonly baseUrl: string };
  /** Where digital products' files live (DATA_DIR/digital-files). */
  readonly filesDir: string;
  /** The operator's credential for the studio calls; without one they always answer 401. */
  readonly studioKey?: string;
}

export const DEFAULT_HOLD_MINUTES = 30;

export const DEFAULT_PURCHASE_SETTINGS: PurchaseSettings = {
  holdMinutes: DEFAULT_HOLD_MINUTES,
  downloadLimit: DEFAULT_DOWNLOAD_LIMIT,
  downloadDays: DEFAULT_DOWNLOAD_DAYS,
  filesDir: path.join(tmpdir(), 'studio-shop-digital-files'),
};

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/** Reads PAYMENT_HOLD_MINUTES, DOWNLOAD_LIMIT, DOWNLOAD_DAYS, PAYSTACK_SECRET_KEY and PAYSTACK_BASE_URL. */
export function readPurchaseSettings(env: NodeJS.ProcessEnv, dataDir: string): Omit<PurchaseSettings, 'studioKey'> {
  const secretKey = env.PAYSTACK_SECRET_KEY || undefined;
  return {
    holdMinutes: positive(env.PAYMENT_HOLD_MINUTES, DEFAULT_HOLD_MINUTES),
    downloadLimit: positive(env.DOWNLOAD_LIMIT, DEFAULT_DOWNLOAD_LIMIT),
    downloadDays: positive(env.DOWNLOAD_DAYS, DEFAULT_DOWNLOAD_DAYS),
    ...(secretKey ? { paystack: { secretKey, baseUrl: (env.PAYSTACK_BASE_URL || 'https://api.paystack.co').replace(/\/$/, '') } } : {}),
    filesDir: path.join(dataDir, 'digital-files'),
  };
}
