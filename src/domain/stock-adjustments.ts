/** The studio's stock adjustments and the stock history's words. */
import { LOW_STOCK_THRESHOLD } from './stock.ts';

/** Why staff change stock by hand. */
export const STOCK_ADJUSTMENT_REASONS = ['received', 'damaged', 'correction'] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];

/** Everything that changes stock: an adjustment, an order, its cancellation or expiry, the first stock a row had. */
export type StockChangeReason = StockAdjustmentReason | 'opening' | 'order' | 'cancellation' | 'expiry';

/** The most units one adjustment may add or remove: a typo of a few extra zeros is refused, a real delivery is not. */
export const MAX_STOCK_DELTA = 10_000;
export const STOCK_NOTE_MAX_LENGTH = 300;

export const REASON_REQUIRED = 'Please choose a reason for the stock change';
export const DELTA_NOT_WHOLE = 'Please enter a whole number of units';
export const DELTA_ZERO = 'The change must add or remove at least 1 unit';
export const DELTA_TOO_LARGE = 'One change can add or remove at most 10,000 units';
export const RECEIVED_MUST_ADD = 'Received stock must add units';
export const DAMAGED_MUST_REMOVE = 'Damaged stock must remove units';
export const NOTE_TOO_LONG = 'The note must be 300 characters or less';

export function belowZeroMessage(current: number): string {
  return `Stock cannot go below 0: only ${current} in stock`;
}

export function isStockAdjustmentReason(value: string): value is StockAdjustmentReason {
  return (STOCK_ADJUSTMENT_REASONS as readonly string[]).includes(value);
}

export interface StockAdjustment {
  readonly reason: string;
  readonly delta: number;
  readonly note?: string | undefined;
}

/** What is wrong with an adjustment before the stock is known (the form checks it as typed, the server again). */
export function adjustmentProblem(adjustment: StockAdjustment): string | null {
  const { reason, delta } = adjustment;
  if (!isStockAdjustmentReason(reason)) return REASON_REQUIRED;
  if (!Number.isInteger(delta)) return DELTA_NOT_WHOLE;
  if (Math.abs(delta) > MAX_STOCK_DELTA) return DELTA_TOO_LARGE;
  if (reason === 'received' && delta < 0) return RECEIVED_MUST_ADD;
  if (reason === 'damaged' && delta > 0) return DAMAGED_MUST_REMOVE;
  if (delta === 0) return DELTA_ZERO;
  if (adjustment.note !== undefined && adjustment.note.trim().length > STOCK_NOTE_MAX_LENGTH) return NOTE_TOO_LONG;
  return null;
}

/** The same, once the current stock is known: the result may not go below 0. */
export function adjustmentProblemAt(adjustment: StockAdjustment, current: number): string | null {
  const problem = adjustmentProblem(adjustment);
  if (problem) return problem;
  return current + adjustment.delta < 0 ? belowZeroMessage(current) : null;
}

/**
 * The units field as typed: '+12', '12' and '-3' are whole numbers, anything else (blank, '1.5',
 * '1e3', '12 boxes') is NaN, which adjustmentProblem calls not whole.
 */
export function parseStockDelta(text: string): number {
  const trimmed = text.trim();
  return /^[+-]?\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** At or under the low-stock threshold, sold out included. */
export function isLowStock(stock: number): boolean {
  return stock <= LOW_STOCK_THRESHOLD;
}

const CHANGE_LABELS: Record<StockChangeReason, string> = {
  opening: 'Opening stock',
  received: 'Received',
  damaged: 'Damaged',
  correction: 'Correction',
  order: 'Order',
  cancellation: 'Order cancelled',
  expiry: 'Unpaid order expired',
};

export function stockChangeLabel(reason: StockChangeReason): string {
  return CHANGE_LABELS[reason];
}

/** A delta as the history shows it: '+10', '-2'. */
export function signedUnits(delta: number): string {
  return delta > 0 ? `+${delta}` : `${delta}`;
}
