/** Human order numbers: OJ-{year}-{six-digit sequence}, e.g. OJ-2026-000123. */

export const ORDER_NUMBER_PREFIX = 'OJ';

export function formatOrderNumber(year: number, sequence: number): string {
  return `${ORDER_NUMBER_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`;
}
