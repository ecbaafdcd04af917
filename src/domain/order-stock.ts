/** Stock at order time. */

/** The server's refusal when a line that is not a pre-order asks for more than there is. */
export function stockShortageMessage(title: string, available: number): string {
  return available <= 0 ? `${title} is out of stock` : `Only ${available} of ${title} available`;
}

export function preorderNotAllowedMessage(title: string): string {
  return `${title} cannot be pre-ordered`;
}

/** Pre-order lines wait for new stock; every other line takes its units now. */
export function unitsToReserve(line: { quantity: number; isPreorder: boolean }): number {
  return line.isPreorder ? 0 : line.quantity;
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
