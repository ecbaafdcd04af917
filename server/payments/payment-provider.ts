/** What the shop needs from a card payment provider; the sandbox and Paystack both provide it. */

export interface ProviderVerdict {
  readonly status: 'success' | 'failed' | 'pending';
  readonly amountKobo: number;
  readonly currency: string;
  /** The channel paid with or being paid with (card, bank_transfer, ussd, bank), when the provider says. */
  readonly channel?: string | null;
}

export interface InitializeInput {
  readonly reference: string;
  readonly amountKobo: number;
  readonly email: string;
  readonly callbackUrl: string;
  /** The channels the shopper may choose from. */
  readonly channels: readonly string[];
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'paystack';
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string; accessCode: string }>;
  verify(reference: string): Promise<ProviderVerdict>;
  refund(reference: string, amountKobo: number): Promise<void>;
  /** Whether a webhook's raw body carries the provider's signature. */
  isSignedWebhook(rawBody: string, signature: string): boolean;
}

export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}
