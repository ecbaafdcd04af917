import { addToCart } from '../../api/cart.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import type { CartLine } from './add-to-cart.machine.ts';

// Each shared machine has its own requests module, so a page that only adds to the cart (home,
// blog) does not download the wishlist's or the search's calls.

export function addLine(line: CartLine, signal: AbortSignal) {
  return addToCart(apiClient, line, signal);
}
