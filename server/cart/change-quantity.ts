import { cartPageQuantityChange, MAX_QUANTITY_WITHOUT_STOCK } from '../../src/domain/cart.ts';
import type { Database } from '../db/database.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { loadPurchasable } from '../catalogue/stock-source.ts';
import { LINE_LIMIT } from './add-to-cart.ts';
import { findCartLine, removeCartLine, setCartLineQuantity } from './cart-repository.ts';
import { onlyAvailableMessage } from '../../src/domain/cart-messages.ts';

export const CART_ITEM_NOT_FOUND = 'Cart item not found';

/** Sets a line's quantity; below 1 removes the line, as on the cart page. */
export async function changeCartQuantity(db: Database, userId: string, key: string, quantity: number): Promise<void> {
  await db.transaction(async (tx) => {
    const line = await findCartLine(tx, userId, key);
    if (!line) throw notFound(CART_ITEM_NOT_FOUND);
    const change = cartPageQuantityChange(quantity);
    if (change.kind === 'remove') {
      await removeCartLine(tx, userId, key);
      return;
    }
    if (change.quantity > MAX_QUANTITY_WITHOUT_STOCK) throw badRequest(LINE_LIMIT);
    // Pre-order lines are not bound by stock: they ship when it arrives.
    if (!line.is_preorder) {
      const item = await loadPurchasable(tx, line.product_id, line.variant_id);
      const availableStock = Math.max(item.stock, 0);
      if (change.quantity > availableStock) throw new HttpError(409, onlyAvailableMessage(availableStock), { availableStock });
    }
    await setCartLineQuantity(tx, userId, key, change.quantity);
  });
}
