/** Before the order is created. */
import type { ValidationResult } from './validation-result.ts';

export type CheckoutForm = { selectedAddressId?: string | null; cartItemCount: number };

export function validateCheckout(form: CheckoutForm): ValidationResult {
  if (!form.selectedAddressId) return 'Please select a delivery address';
  if (form.cartItemCount < 1) return 'Your cart is empty';
  return null;
}
