import type { AppDeps } from '../app-deps.ts';
import { DEFAULT_PURCHASE_SETTINGS, type PurchaseSettings } from '../orders/purchase-settings.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { paystackProvider } from './paystack-provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';

export interface PurchaseContext {
  readonly settings: PurchaseSettings;
  readonly provider: PaymentProvider;
}

const contexts = new WeakMap<AppDeps, PurchaseContext>();

/** The purchase's settings and its provider: Paystack when a secret key is set, else the sandbox. */
export function purchaseContext(deps: AppDeps): PurchaseContext {
  const known = contexts.get(deps);
  if (known) return known;
  const settings = deps.purchase ?? DEFAULT_PURCHASE_SETTINGS;
  const provider = settings.paystack ? paystackProvider(settings.paystack) : sandboxProvider(deps.db, deps.clock);
  const context = { settings, provider };
  contexts.set(deps, context);
  return context;
}
