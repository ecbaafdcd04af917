import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import { ADDED_MESSAGES, addToCart, type AddToCartRequest } from '../cart/add-to-cart.ts';
import { CART_ITEM_NOT_FOUND, changeCartQuantity } from '../cart/change-quantity.ts';
import { removeCartLine } from '../cart/cart-repository.ts';
import { loadCartView } from '../cart/cart-view.ts';
import { inputOf, type AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/http-error.ts';
import { requireUser } from '../http/require-user.ts';

/** The signed-in customer's cart; every answer carries the cart as it now is. */
export function cartRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, clock } = deps;
  routes.use('/user/cart', requireUser(deps));
  routes.use('/user/cart/*', requireUser(deps));

  routes.get('/user/cart', async (c) => c.json({ success: true, ...(await loadCartView(db, c.get('session').id)) }));

  routes.post('/user/cart/add', async (c) => {
    const { body } = inputOf<never, never, AddToCartRequest>(c);
    const userId = c.get('session').id;
    const outcome = await addToCart(db, userId, body, clock());
    // inventoryStatus is there only when some units will ship as a pre-order.
    const inventoryStatus =
      outcome.type === 'in_stock'
        ? {}
        : { inventoryStatus: { type: outcome.type, availableStock: outcome.availableStock, preorderQuantity: outcome.preorderQuantity } };
    return c.json({ success: true, message: ADDED_MESSAGES[outcome.type], ...inventoryStatus, ...(await loadCartView(db, userId)) });
  });

  routes.put('/user/cart/quantity', async (c) => {
    const { body } = inputOf<never, never, components['schemas']['CartQuantityRequest']>(c);
    const userId = c.get('session').id;
    await changeCartQuantity(db, userId, body.cartKey, body.quantity);
    return c.json({ success: true, message: 'Cart updated', ...(await loadCartView(db, userId)) });
  });

  routes.post('/user/cart/remove', async (c) => {
    const { body } = inputOf<never, never, components['schemas']['CartRemoveRequest']>(c);
    const userId = c.get('session').id;
    if (!(await removeCartLine(db, userId, body.cartKey))) throw notFound(CART_ITEM_NOT_FOUND);
    return c.json({ success: true, message: 'Item removed from cart', ...(await loadCartView(db, userId)) });
  });

  return routes;
}
