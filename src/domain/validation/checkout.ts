/** Before the order is created. */
import { DELIVERY_ADDRESS_REQUIRED } from '../delivery.ts';
import type { ValidationResult } from './validation-result.ts';

/** needsAddress: false for a cart of digital products alone, which needs no delivery. */
export type CheckoutForm = { selectedAddressId?: string | null; cartItemCount: number; needsAddress?: boolean };

export function validateCheckout(form: CheckoutForm): ValidationResult {
  if (form.needsAddress !== false && !form.selectedAddressId) return DELIVERY_ADDRESS_REQUIRED;
  if (form.cartItemCount < 1) return 'Your cart is empty';
  return null;
}
