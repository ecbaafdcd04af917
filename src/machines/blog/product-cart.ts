import type { components } from '../../api/schema.gen.ts';
import { productOptionsError } from '../../domain/cart.ts';
import { productAvailability } from '../../domain/stock.ts';
import type { AddToCartEvent } from '../shared/add-to-cart.machine.ts';

type Product = components['schemas']['Product'];

/** The id of the add-to-cart child a screen spawns for one product card. */
export const addToCartId = (productId: string) => `addToCart-${productId}`;

/**
 * A card's Add to Cart (product id, quantity 1), with the two rules the shared machine
 * leaves to the screen: options still to choose (several variants) and sold out without a
 * pre-order. A product with no stock that allows pre-orders goes in as a pre-order.
 */
export function cardAddToCart(product: Product): AddToCartEvent {
  const availability = productAvailability(product);
  return {
    type: 'cart.add',
    line: { productId: product._id, quantity: 1, ...(availability.status === 'preorder' ? { isPreorder: true } : {}) },
    optionsMissing: productOptionsError(product.variants?.length ?? 0, null) !== null,
    soldOut: availability.cartButtonDisabled,
  };
}
