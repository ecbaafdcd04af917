/**
 * What one order may ask for. The bounds keep a single request from holding the database for
 * seconds (every line is priced and its stock taken in one transaction) and keep an order's
 * sums far inside what the money columns and the card provider take.
 */
import { formatNaira } from './money.ts';

/** Different lines in one order; the contract's maxItems says the same. */
export const MAX_ORDER_LINES = 50;
/** Units of one line, as the cart allows (the contract's maximum per line). */
export const MAX_LINE_QUANTITY = 99;
/** Units of the whole order, lines added up. */
export const MAX_ORDER_UNITS = 200;
/** The largest total (naira, shipping included) one order may come to. */
export const MAX_ORDER_TOTAL = 100_000_000;

export const TOO_MANY_LINES = `An order can have at most ${MAX_ORDER_LINES} different items`;
export const LINE_QUANTITY_TOO_LARGE = `An order can have at most ${MAX_LINE_QUANTITY} of one item`;
export const TOO_MANY_UNITS = `An order can have at most ${MAX_ORDER_UNITS} items in total`;
export const TOTAL_TOO_LARGE = `An order's total can be at most ${formatNaira(MAX_ORDER_TOTAL)}. Please contact us to place a larger order.`;

export type RequestedLine = {
  readonly productId: string;
  readonly variantId?: string | null;
  readonly quantity: number;
  readonly isPreorder?: boolean;
};

function lineKey(line: RequestedLine): string {
  return JSON.stringify([line.productId, line.variantId ?? null, line.isPreorder ?? false]);
}

/**
 * One line per product, variant and pre-order choice: repeated lines are added up into the first
 * of them, which keeps its place and its other fields.
 */
export function mergeOrderLines<Line extends RequestedLine>(lines: readonly Line[]): Line[] {
  const merged = new Map<string, Line>();
  for (const line of lines) {
    const key = lineKey(line);
    const earlier = merged.get(key);
    merged.set(key, earlier ? { ...earlier, quantity: earlier.quantity + line.quantity } : line);
  }
  return [...merged.values()];
}

/** The first bound the (merged) lines break, or null. */
export function orderSizeError(lines: readonly RequestedLine[]): string | null {
  if (lines.length > MAX_ORDER_LINES) return TOO_MANY_LINES;
  if (lines.some((line) => line.quantity > MAX_LINE_QUANTITY)) return LINE_QUANTITY_TOO_LARGE;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return units > MAX_ORDER_UNITS ? TOO_MANY_UNITS : null;
}

/** Refuses a total over MAX_ORDER_TOTAL (naira). */
export function orderTotalError(total: number): string | null {
  return total > MAX_ORDER_TOTAL ? TOTAL_TOO_LARGE : null;
}
