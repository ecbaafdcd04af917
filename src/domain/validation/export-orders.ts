/** Export orders: at least one order selected. */
import type { ValidationResult } from './validation-result.ts';

export function validateExportSelection(selectedOrderIds: readonly string[]): ValidationResult {
  return selectedOrderIds.length === 0 ? 'Please select orders to export' : null;
}
