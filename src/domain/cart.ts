/** Cart arithmetic and quantity rules. */
import { finalPrice, type PricedItem } from './money.ts';

export const MIN_QUANTITY = 1;
/** The ceiling when the product carries no stock figure. */
export const MAX_QUANTITY_WITHOUT_STOCK = 99;

export type QuantityLine = { quantity: number };
export type PricedLine = { quantity: number; product: PricedItem };

/** The badge count: units, not lines. */
export function cartCount(lines: readonly QuantityLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function lineTotal(line: PricedLine): number {
  return finalPrice(line.product) * line.quantity;
}

/** Σ finalPrice × quantity. */
export function cartAmount(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/**
 * Turns whatever the quantity field holds into an allowed quantity: a non-numeric entry
 * counts as 1, fractions are cut, and the result lies in [1, availableStock] or [1, 99]
 * without a stock figure. When stock is below 1 the minimum wins, so a line never reads 0.
 */
export function clampQuantity(input: unknown, availableStock?: number | null): number {
  const parsed = Number.parseInt(String(input), 10);
  if (Number.isNaN(parsed)) return MIN_QUANTITY;
  const max = Number.isFinite(availableStock) ? (availableStock as number) : MAX_QUANTITY_WITHOUT_STOCK;
  return Math.max(MIN_QUANTITY, Math.min(max, parsed));
}

export type CartPageQuantityChange = { kind: 'remove' } | { kind: 'update'; quantity: number };

/** On the cart page a change below 1 removes the line; anything else updates it. */
export function cartPageQuantityChange(quantity: number): CartPageQuantityChange {
  return quantity < MIN_QUANTITY ? { kind: 'remove' } : { kind: 'update', quantity };
}

/** The cart store ignores an update below 0 rather than sending it. */
export function storeAcceptsQuantity(quantity: number): boolean {
  return quantity >= 0;
}

export type SelectedAttributes = Record<string, string>;

function isKept(value: unknown): value is string | number {
  if (typeof value === 'string') return value.trim() !== '';
  return Number.isFinite(value);
}

/**
 * Drops attributes without a real value (empty strings, null, empty objects from a form),
 * so two cart lines for the same choice compare equal and the server gets a clean map.
 */
export function cleanSelectedAttributes(attributes: Readonly<Record<string, unknown>> | null | undefined): SelectedAttributes {
  const cleaned: SelectedAttributes = {};
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (isKept(value)) cleaned[name] = String(value);
  }
  return cleaned;
}

export const SELECT_OPTIONS_MESSAGE = 'Please select product options';

/** A product with more than one variant needs a chosen variant before it goes in the cart. */
export function productOptionsError(variantCount: number, selectedVariantId: string | null | undefined): string | null {
  return variantCount > 1 && !selectedVariantId ? SELECT_OPTIONS_MESSAGE : null;
}

/** The note on a cart line whose product (or variant) the studio took out of the shop since it went in the cart. */
export const NO_LONGER_AVAILABLE_NOTE = 'No longer available';

/** The refusal of an order holding a product the studio took out of the shop. */
export function noLongerAvailableMessage(title: string): string {
  return `${title} is no longer available. Please remove it from your cart.`;
}
