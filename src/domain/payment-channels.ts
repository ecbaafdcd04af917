/**
 * How Nigerian shoppers pay through Paystack: card, bank transfer (a one-time account that stays
 * open 30 minutes), USSD and bank. The shop offers the channels it is configured with; a payment
 * stays open, and its order holds its stock, until the payment's window ends.
 */

export const PAYMENT_CHANNELS = ['card', 'bank_transfer', 'ussd', 'bank'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** Paystack keeps a Pay with Transfer account open this long. */
export const TRANSFER_WINDOW_MINUTES = 30;

export function isPaymentChannel(value: unknown): value is PaymentChannel {
  return PAYMENT_CHANNELS.includes(value as PaymentChannel);
}

/**
 * PAYSTACK_CHANNELS as the shop reads it: a comma-separated list ('card,bank_transfer'), unknown
 * names and repeats left out, in the order given; nothing known (or nothing set) means every channel.
 */
export function parsePaymentChannels(value: string | undefined): PaymentChannel[] {
  const named = (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(isPaymentChannel);
  const unique = [...new Set(named)];
  return unique.length === 0 ? [...PAYMENT_CHANNELS] : unique;
}

/** How long a payment stays open: the hold, or the transfer window when transfers are offered and it is longer. */
export function paymentWindowMinutes(holdMinutes: number, channels: readonly PaymentChannel[]): number {
  return channels.includes('bank_transfer') ? Math.max(holdMinutes, TRANSFER_WINDOW_MINUTES) : holdMinutes;
}

/** The status page checks again after 3 s, then half as long again each time, up to 30 s. */
export const FIRST_POLL_MS = 3000;
export const LONGEST_POLL_MS = 30_000;

/** The wait before check number `checksDone + 1`: 3 s, 4.5 s, 6.75 s ... capped at 30 s. */
export function pollDelayMs(checksDone: number): number {
  return Math.min(LONGEST_POLL_MS, Math.round(FIRST_POLL_MS * 1.5 ** Math.max(0, checksDone)));
}

/** The status page's words while a transfer may still arrive. */
export function waitingForTransferText(until: string): string {
  return `We are waiting for your bank transfer to arrive. This page keeps checking until ${until}; you can close it and come back from My Orders.`;
}

/** The status page's words while any other payment is being confirmed. */
export function waitingForPaymentText(until: string): string {
  return `We are waiting for the payment provider to confirm your payment. This page keeps checking until ${until}.`;
}
