import type { Queryable } from '../db/database.ts';
import { loadPurchasable } from './stock-source.ts';

export interface AvailabilityResult {
  readonly available: boolean;
  readonly availableStock: number;
  readonly requestedQuantity: number;
  readonly canPreorder: boolean;
}

/** Whether `quantity` units can be bought now, and whether the rest could be pre-ordered. */
export async function checkAvailability(
  db: Queryable,
  productId: string,
  variantId: string | null,
  quantity: number,
): Promise<AvailabilityResult> {
  const item = await loadPurchasable(db, productId, variantId);
  const availableStock = Math.max(item.stock, 0);
  return { available: quantity <= availableStock, availableStock, requestedQuantity: quantity, canPreorder: item.product.preorder_allowed };
}
