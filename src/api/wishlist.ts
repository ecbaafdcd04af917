import { forgettingMe } from './account.ts';
import type { ApiClient } from './client.ts';
import type { WishlistAddRequest, WishlistEntry, WishlistRemoveRequest } from './models.ts';
import { send } from './request.ts';

// The wishlist is read with the user (GET /user/me); both calls answer the whole list and
// forget the cached user.

/** POST /user/wishlist/add. */
export function addToWishlist(client: ApiClient, body: WishlistAddRequest, signal: AbortSignal): Promise<ReadonlyArray<WishlistEntry>> {
  return send((signal) => client.POST('/user/wishlist/add', { body, signal }), signal)
    .then((a) => a.wishlist)
    .then(forgettingMe(client));
}

/** POST /user/wishlist/remove. */
export function removeFromWishlist(
  client: ApiClient,
  body: WishlistRemoveRequest,
  signal: AbortSignal,
): Promise<ReadonlyArray<WishlistEntry>> {
  return send((signal) => client.POST('/user/wishlist/remove', { body, signal }), signal)
    .then((a) => a.wishlist)
    .then(forgettingMe(client));
}
