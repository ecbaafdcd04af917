/** Create collection (site spec §5): the name must be non-blank after trim. */
import type { ValidationResult } from './validation-result.ts';

export function validateCollectionName(name: string): ValidationResult {
  return name.trim() === '' ? 'Collection name is required' : null;
}

/** Submit is disabled while the name is blank or while the request runs. */
export function canSubmitCollection(name: string, busy: boolean): boolean {
  return !busy && validateCollectionName(name) === null;
}
