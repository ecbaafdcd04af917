/** Create collection: the name must be non-blank after trim. */
import type { ValidationResult } from './validation-result.ts';

export function validateCollectionName(name: string): ValidationResult {
  return name.trim() === '' ? 'Collection name is required' : null;
}

/** Submit is disabled while the name is blank or while the request runs. */
export function canSubmitCollection(name: string, busy: boolean): boolean {
  return !busy && validateCollectionName(name) === null;
}

/** An account holds at most this many collections: each one is a line of the Add to Collection list. */
export const MAX_COLLECTIONS = 100;
export const TOO_MANY_COLLECTIONS = `You can have at most ${MAX_COLLECTIONS} collections`;

/** Whether an account that has `count` collections may create one more. */
export function canCreateAnotherCollection(count: number): boolean {
  return count < MAX_COLLECTIONS;
}
