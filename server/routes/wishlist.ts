import { Hono } from 'hono';
import { cleanSelectedAttributes } from '../../src/domain/cart.ts';
import { selectionOf } from '../../src/domain/variants.ts';
import { WISHLIST_MESSAGES } from '../../src/domain/wishlist-messages.ts';
import type { AppDeps } from '../app-deps.ts';
import { variantView } from '../catalogue/product-view.ts';
import { loadPurchasable } from '../catalogue/stock-source.ts';
import { type AppEnv } from '../http/app-env.ts';
import { requireUser } from '../http/require-user.ts';
import { addWishlistEntry, listWishlist, removeWishlistEntry } from '../wishlist/wishlist-repository.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

/** Wishlist add and remove; both answer with the whole wishlist. */
export function wishlistRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, clock } = deps;
  routes.use('/user/wishlist/*', requireUser(deps));

  routes.post('/user/wishlist/add', async (c) => {
    const { body } = inputOf(c, 'addToWishlist');
    const userId = c.get('session').id;
    // 404 for a product or variant that does not exist.
    const item = await loadPurchasable(db, body.productId, body.variantId ?? null);
    const variantId = body.variantId ?? null;
    // A chosen variant's entry carries the variant's own attributes, not whatever the request claimed.
    const selectedAttributes =
      variantId && item.variant ? selectionOf(variantView(item.variant)) : cleanSelectedAttributes(body.selectedAttributes);
    await addWishlistEntry(db, userId, { productId: body.productId, variantId, selectedAttributes }, clock());
    return reply(c, 'addToWishlist', 200, { success: true, message: WISHLIST_MESSAGES.added, wishlist: await listWishlist(db, userId) });
  });

  routes.post('/user/wishlist/remove', async (c) => {
    const { body } = inputOf(c, 'removeFromWishlist');
    const userId = c.get('session').id;
    // Removing an entry that is not there is not an error (the contract's rule): the heart is simply off.
    await removeWishlistEntry(db, userId, body.productId, body.variantId ?? null);
    return reply(c, 'removeFromWishlist', 200, {
      success: true,
      message: WISHLIST_MESSAGES.removed,
      wishlist: await listWishlist(db, userId),
    });
  });

  return routes;
}
