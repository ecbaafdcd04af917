/** What the shopper is told after adding to the cart (shop spec §7 POST /user/cart/add, §8 "Cart"). */

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

/**
 * What a shopper can do when an item they hold in the cart ran out but allows pre-order. The cart
 * and checkout have no pre-order switch; adding the item again from its product page makes the
 * missing units a pre-order (the server takes what stock there is and pre-orders the rest).
 */
export const PREORDER_INSTEAD_HINT = 'It can still be pre-ordered: remove it from your cart, then add it again from its product page.';

/** A message ends with a full stop before another sentence follows it. */
function asSentence(message: string): string {
  const trimmed = message.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Order creation refused for stock: the server's message plus the pre-order hint when allowed. */
export function createOrderErrorMessage(serverMessage: string | null | undefined, canPreorder: boolean): string {
  const message = serverMessage?.trim() ? serverMessage : 'Failed to create order';
  return canPreorder ? `${asSentence(message)} ${PREORDER_INSTEAD_HINT}` : message;
}
