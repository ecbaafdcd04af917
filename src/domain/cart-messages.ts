/** What the shopper is told after adding to the cart (POST /user/cart/add). */

export type InventoryStatusType = 'preorder' | 'partial_preorder';

/** The success toast depends on how much of the line the server took as a pre-order. */
export function addToCartSuccessMessage(inventoryStatusType?: string | null): string {
  if (inventoryStatusType === 'preorder') return 'Pre-order item added to cart';
  if (inventoryStatusType === 'partial_preorder') return 'Item added to cart (some items as preorder)';
  return 'Item added to cart';
}

export const PREORDER_ADDED_INFO = 'Pre-order item added. Estimated delivery: 7-14 days';

/** The server's refusal when a cart line asks for more than the stock left (add and quantity change). */
export function onlyAvailableMessage(availableStock: number): string {
  return `Only ${availableStock} items available`;
}

/** A refusal that names the available stock says how many; otherwise the generic fallback. */
export function addToCartErrorMessage(availableStock?: number | null): string {
  return availableStock == null ? 'Could not add to cart' : onlyAvailableMessage(availableStock);
}
