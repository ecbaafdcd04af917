import {
  cleanSelectedAttributes,
  MAX_QUANTITY_WITHOUT_STOCK,
  productOptionsError,
  type SelectedAttributes,
} from '../../src/domain/cart.ts';
import { addToCartSuccessMessage, onlyAvailableMessage } from '../../src/domain/cart-messages.ts';
import { selectionOf } from '../../src/domain/variants.ts';
import type { components } from '../../src/api/schema.gen.ts';
import type { Database, Queryable } from '../db/database.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import { variantView } from '../catalogue/product-view.ts';
import { loadPurchasable } from '../catalogue/stock-source.ts';
import { cartKey } from './cart-keys.ts';
import { findCartLine, saveCartLine } from './cart-repository.ts';

/** POST /user/cart/add's body, as the contract defines it (the request is validated against it). */
export type AddToCartRequest = components['schemas']['CartAddRequest'];

export type InventoryType = 'in_stock' | 'preorder' | 'partial_preorder';

/** What the add did: how many units came from stock and how many are pre-ordered. */
export interface AddOutcome {
  readonly type: InventoryType;
  /** Units of stock still free for this customer before the add. */
  readonly availableStock: number;
  readonly inStockQuantity: number;
  readonly preorderQuantity: number;
}

export const OUT_OF_STOCK = 'This item is out of stock';
/** A cart line holds at most 99 units (the contract's ceiling, and the spec's without a stock figure). */
export const LINE_LIMIT = `You can add at most ${MAX_QUANTITY_WITHOUT_STOCK} of this item`;

/** The success message for each outcome: the domain's words, the same the client would show. */
export const ADDED_MESSAGES: Record<InventoryType, string> = {
  in_stock: addToCartSuccessMessage(null),
  preorder: addToCartSuccessMessage('preorder'),
  partial_preorder: addToCartSuccessMessage('partial_preorder'),
};

/**
 * Puts units in the cart. Units come from stock while it lasts (counting what the cart already
 * holds); beyond it they become a pre-order line when the product allows pre-orders, and the
 * request is refused with the available stock when it does not.
 */
export async function addToCart(db: Database, userId: string, request: AddToCartRequest, now: Date): Promise<AddOutcome> {
  return db.transaction(async (tx) => {
    const item = await loadPurchasable(tx, request.productId, request.variantId ?? null);
    const optionsError = productOptionsError(item.variantCount, item.variant?.id ?? null);
    if (optionsError) throw badRequest(optionsError);
    const variantId = item.variant?.id ?? null;
    // A variant's line carries the variant's own attributes, whatever the request claimed: the
    // stored line (and the order made from it) must not show a color the variant does not have.
    const attributes: SelectedAttributes = item.variant
      ? selectionOf(variantView(item.variant))
      : cleanSelectedAttributes(request.selectedAttributes);
    const canPreorder = item.product.preorder_allowed;

    const stockKey = cartKey(item.product.id, variantId, false);
    const inCart = (await findCartLine(tx, userId, stockKey))?.quantity ?? 0;
    const remaining = Math.max(item.stock - inCart, 0);
    // The pre-order box only counts for products that allow pre-orders; otherwise stock rules apply.
    const split = splitQuantity(request.quantity, remaining, request.isPreorder === true && canPreorder);
    if (split.preorder > 0 && !canPreorder) {
      throw new HttpError(409, remaining > 0 ? onlyAvailableMessage(remaining) : OUT_OF_STOCK, { availableStock: remaining });
    }
    const line = { productId: item.product.id, variantId, selectedAttributes: attributes };
    if (split.stock > 0) {
      if (inCart + split.stock > MAX_QUANTITY_WITHOUT_STOCK) throw badRequest(LINE_LIMIT);
      await saveCartLine(tx, userId, { ...line, key: stockKey, quantity: inCart + split.stock, isPreorder: false }, now);
    }
    if (split.preorder > 0)
      await addPreorderUnits(tx, userId, { ...line, key: cartKey(item.product.id, variantId, true) }, split.preorder, now);
    return { type: inventoryType(split), availableStock: remaining, inStockQuantity: split.stock, preorderQuantity: split.preorder };
  });
}

/** How many units come from stock and how many are pre-ordered. */
function splitQuantity(quantity: number, remaining: number, preorderAll: boolean): { stock: number; preorder: number } {
  if (preorderAll) return { stock: 0, preorder: quantity };
  const stock = Math.min(quantity, remaining);
  return { stock, preorder: quantity - stock };
}

function inventoryType(split: { stock: number; preorder: number }): InventoryType {
  if (split.preorder === 0) return 'in_stock';
  return split.stock === 0 ? 'preorder' : 'partial_preorder';
}

async function addPreorderUnits(
  tx: Queryable,
  userId: string,
  line: { key: string; productId: string; variantId: string | null; selectedAttributes: SelectedAttributes },
  units: number,
  now: Date,
): Promise<void> {
  const current = (await findCartLine(tx, userId, line.key))?.quantity ?? 0;
  if (current + units > MAX_QUANTITY_WITHOUT_STOCK) throw badRequest(LINE_LIMIT);
  await saveCartLine(tx, userId, { ...line, quantity: current + units, isPreorder: true }, now);
}
