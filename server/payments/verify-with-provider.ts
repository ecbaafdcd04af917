import type { AppDeps } from '../app-deps.ts';
import { HttpError } from '../http/http-error.ts';
import { ProviderError, type ProviderVerdict } from './payment-provider.ts';
import { purchaseContext } from './purchase-context.ts';

export const VERIFICATION_FAILED = 'Payment verification failed';

/**
 * The provider's verdict on a payment. A provider that cannot be reached is a 502, never a 500:
 * the customer's page can ask again, and Paystack redelivers a webhook that was not answered 200.
 */
export async function verifyWithProvider(deps: AppDeps, reference: string): Promise<ProviderVerdict> {
  try {
    return await purchaseContext(deps).provider.verify(reference);
  } catch (error) {
    if (error instanceof ProviderError) throw new HttpError(502, VERIFICATION_FAILED);
    throw error;
  }
}
