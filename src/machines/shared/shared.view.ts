import type { SnapshotFrom } from 'xstate';
import { productTitle } from '../../domain/product-page.ts';
import { productAvailability } from '../../domain/stock.ts';
import type { addToCartMachine } from './add-to-cart.machine.ts';
import type { Product } from './catalogue-types.ts';
import type { searchWithSuggestionsMachine } from './search-with-suggestions.machine.ts';
import { wishlistHas, type wishlistToggleMachine } from './wishlist-toggle.machine.ts';

/** An add-to-cart button: busy while its request runs. */
export function addToCartView(snapshot: SnapshotFrom<typeof addToCartMachine>) {
  return { adding: snapshot.matches('adding') };
}

/** A product card's Add to Cart (home, blog post): what it says, and why it cannot act now. */
export interface CardAddToCartView {
  /** 'Adding...' while its request runs, else 'Add to Cart'. */
  readonly text: string;
  /** The text with the product's name, so the cards' buttons tell apart: 'Add to Cart: Softbox'. */
  readonly label: string;
  readonly adding: boolean;
  /** Shop spec §4: sold out without pre-order, the cart button is disabled. */
  readonly soldOut: boolean;
}

export function cardAddToCartView(snapshot: SnapshotFrom<typeof addToCartMachine>, product: Product): CardAddToCartView {
  const { adding } = addToCartView(snapshot);
  const text = adding ? 'Adding...' : 'Add to Cart';
  return { text, label: `${text}: ${productTitle(product)}`, adding, soldOut: productAvailability(product).cartButtonDisabled };
}

/** A wishlist heart: pressed when the product is in the wishlist, disabled while saving. */
export function wishlistToggleView(snapshot: SnapshotFrom<typeof wishlistToggleMachine>) {
  return { inWishlist: wishlistHas(snapshot.context), saving: snapshot.matches('saving') };
}

/** A search box: its text, its suggestions (empty when closed) and the highlighted one. */
export function searchView(snapshot: SnapshotFrom<typeof searchWithSuggestionsMachine>) {
  return { text: snapshot.context.text, suggestions: snapshot.context.suggestions, highlighted: snapshot.context.highlighted };
}
