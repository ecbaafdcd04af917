import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_DOWNLOAD_DAYS, DEFAULT_DOWNLOAD_LIMIT } from '../../src/domain/download-grant.ts';
import { parsePaymentChannels, paymentWindowMinutes, type PaymentChannel } from '../../src/domain/payment-channels.ts';
import { DEFAULT_PICKUP_HOLD_DAYS, parsePickupHoldDays } from '../../src/domain/pay-at-pickup.ts';
import { DEFAULT_HELD_UNITS_LIMIT, DEFAULT_UNPAID_ORDER_LIMIT, type HoldLimits } from '../../src/domain/order-holds.ts';
import { chooseProvider } from '../payments/provider-choice.ts';

/** Settings of the purchase: holds, downloads, the card provider and the studio's credential. */
export interface PurchaseSettings {
  /** Unpaid orders hold their stock this long after payment starts (PAYMENT_HOLD_MINUTES). */
  readonly holdMinutes: number;
  /** The Paystack channels offered (PAYSTACK_CHANNELS); the sandbox page offers the same ones. */
  readonly channels: readonly PaymentChannel[];
  /** Per account: unpaid orders (ORDER_UNPAID_LIMIT) and the units they hold (ORDER_HELD_UNITS_LIMIT). */
  readonly holdLimits: HoldLimits;
  /** An order paid at the studio holds its stock this many days for its shopper to collect it (PICKUP_HOLD_DAYS). */
  readonly pickupHoldDays: number;
  readonly downloadLimit: number;
  readonly downloadDays: number;
  /** Paystack instead of the sandbox when the secret key is set. */
  readonly paystack?: { readonly secretKey: string; readonly baseUrl: string };
  /** Where digital products' files live (DATA_DIR/digital-files). */
  readonly filesDir: string;
  /** The operator's credential for the studio calls; without one they always answer 401. */
  readonly studioKey?: string;
}

export const DEFAULT_HOLD_MINUTES = 15;

export const DEFAULT_PURCHASE_SETTINGS: PurchaseSettings = {
  holdMinutes: DEFAULT_HOLD_MINUTES,
  channels: parsePaymentChannels(undefined),
  holdLimits: { unpaidOrders: DEFAULT_UNPAID_ORDER_LIMIT, heldUnits: DEFAULT_HELD_UNITS_LIMIT },
  pickupHoldDays: DEFAULT_PICKUP_HOLD_DAYS,
  downloadLimit: DEFAULT_DOWNLOAD_LIMIT,
  downloadDays: DEFAULT_DOWNLOAD_DAYS,
  filesDir: path.join(tmpdir(), 'studio-shop-digital-files'),
};

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/**
 * Reads PAYMENT_HOLD_MINUTES, PICKUP_HOLD_DAYS, PAYSTACK_CHANNELS, ORDER_UNPAID_LIMIT, ORDER_HELD_UNITS_LIMIT, DOWNLOAD_LIMIT, DOWNLOAD_DAYS,
 * PAYMENTS, PAYSTACK_SECRET_KEY and PAYSTACK_BASE_URL; throws a ConfigError when a live-looking shop
 * would run the sandbox.
 */
export function readPurchaseSettings(env: NodeJS.ProcessEnv, dataDir: string, publicUrl: string): Omit<PurchaseSettings, 'studioKey'> {
  const secretKey = chooseProvider(env, publicUrl) === 'paystack' ? env.PAYSTACK_SECRET_KEY : undefined;
  return {
    holdMinutes: positive(env.PAYMENT_HOLD_MINUTES, DEFAULT_HOLD_MINUTES),
    channels: parsePaymentChannels(env.PAYSTACK_CHANNELS),
    holdLimits: {
      unpaidOrders: positive(env.ORDER_UNPAID_LIMIT, DEFAULT_UNPAID_ORDER_LIMIT),
      heldUnits: positive(env.ORDER_HELD_UNITS_LIMIT, DEFAULT_HELD_UNITS_LIMIT),
    },
    pickupHoldDays: parsePickupHoldDays(env.PICKUP_HOLD_DAYS),
    downloadLimit: positive(env.DOWNLOAD_LIMIT, DEFAULT_DOWNLOAD_LIMIT),
    downloadDays: positive(env.DOWNLOAD_DAYS, DEFAULT_DOWNLOAD_DAYS),
    ...(secretKey ? { paystack: { secretKey, baseUrl: (env.PAYSTACK_BASE_URL || 'https://api.paystack.co').replace(/\/$/, '') } } : {}),
    filesDir: path.join(dataDir, 'digital-files'),
  };
}

/** How long a payment stays open, and its order holds its stock: the hold, or the transfer window when transfers are offered. */
export function paymentWindow(settings: Pick<PurchaseSettings, 'holdMinutes' | 'channels'>): number {
  // Settings made before channels existed (tests, older callers) offer every channel.
  return paymentWindowMinutes(settings.holdMinutes, settings.channels ?? parsePaymentChannels(undefined));
}
