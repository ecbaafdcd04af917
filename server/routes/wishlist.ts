import { Hono } from 'hono';
import { cleanSelectedAttributes } from '../../src/domain/cart.ts';
import type { AppDeps } from '../app-deps.ts';
import { loadPurchasable } from '../catalogue/stock-source.ts';
import { inputOf, type AppEnv } from '../http/app-env.ts';
import { requireUser } from '../http/require-user.ts';
import { addWishlistEntry, listWishlist, removeWishlistEntry } from '../wishlist/wishlist-repository.ts';

interface WishlistRequest {
  productId: string;
  variantId?: string | null;
  selectedAttributes?: Record<string, unknown> | null;
}

/** Wishlist add and remove; both answer with the whole wishlist. */
export function wishlistRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, clock } = deps;
  routes.use('/user/wishlist/*', requireUser(deps));

  routes.post('/user/wishlist/add', async (c) => {
    const { body } = inputOf<never, never, WishlistRequest>(c);
    const userId = c.get('session').id;
    // 404 for a product or variant that does not exist.
    await loadPurchasable(db, body.productId, body.variantId ?? null);
    await addWishlistEntry(
      db,
      userId,
      { productId: body.productId, variantId: body.variantId ?? null, selectedAttributes: cleanSelectedAttributes(body.selectedAttributes) },
      clock(),
    );
    return c.json({ success: true, message: 'Added to wishlist', wishlist: await listWishlist(db, userId) });
  });

  routes.post('/user/wishlist/remove', async (c) => {
    const { body } = inputOf<never, never, WishlistRequest>(c);
    const userId = c.get('session').id;
    // Removing an entry that is not there is not an error (the contract's rule): the heart is simply off.
    await removeWishlistEntry(db, userId, body.productId, body.variantId ?? null);
    return c.json({ success: true, message: 'Removed from wishlist', wishlist: await listWishlist(db, userId) });
  });

  return routes;
}
