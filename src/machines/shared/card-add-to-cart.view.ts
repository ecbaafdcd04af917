import type { SnapshotFrom } from 'xstate';
import { productTitle } from '../../domain/product-page.ts';
import { productAvailability } from '../../domain/stock.ts';
import type { addToCartMachine } from './add-to-cart.machine.ts';
import { addToCartView } from './add-to-cart.view.ts';
import type { Product } from './catalogue-types.ts';

/** A product card's Add to Cart (home, blog post): what it says, and why it cannot act now. */
export interface CardAddToCartView {
  /** 'Adding...' while its request runs, else 'Add to Cart'. */
  readonly text: string;
  /** The text with the product's name, so the cards' buttons tell apart: 'Add to Cart: Softbox'. */
  readonly label: string;
  readonly adding: boolean;
  /** Sold out without pre-order, the cart button is disabled. */
  readonly soldOut: boolean;
}

export function cardAddToCartView(snapshot: SnapshotFrom<typeof addToCartMachine>, product: Product): CardAddToCartView {
  const { adding } = addToCartView(snapshot);
  const text = adding ? 'Adding...' : 'Add to Cart';
  return { text, label: `${text}: ${productTitle(product)}`, adding, soldOut: productAvailability(product).cartButtonDisabled };
}
