import type { SnapshotFrom } from 'xstate';
import type { addToCartMachine, CartLine } from '../shared/add-to-cart.machine.ts';

export interface WishlistAddButton {
  readonly text: 'Add to Cart' | 'Adding...';
  /** Names the product too: every saved product has its own button. */
  readonly label: string;
  readonly disabled: boolean;
}

const sameLine = (a: CartLine, b: CartLine) => a.productId === b.productId && (a.variantId ?? null) === (b.variantId ?? null);

/**
 * One Add to Cart button of the Wishlist tab. The tab shares one add-to-cart machine, which takes
 * one line at a time: while it adds, the button of the line being added reads 'Adding...' and
 * every button waits (a press then would be dropped without a word).
 */
export function wishlistAddButton(
  snapshot: SnapshotFrom<typeof addToCartMachine> | undefined,
  line: CartLine,
  title: string,
): WishlistAddButton {
  if (snapshot === undefined) return { text: 'Add to Cart', label: `Add to Cart: ${title}`, disabled: true };
  // The line being added: set on the way into 'adding', back to null on the way out (add-to-cart.machine.ts).
  const addingLine = snapshot.context.line;
  const text = addingLine && sameLine(addingLine, line) ? 'Adding...' : 'Add to Cart';
  return { text, label: `${text}: ${title}`, disabled: snapshot.matches('adding') };
}
