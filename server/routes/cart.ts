import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { ADDED_MESSAGES, addToCart } from '../cart/add-to-cart.ts';
import { CART_ITEM_NOT_FOUND, changeCartQuantity } from '../cart/change-quantity.ts';
import { removeCartLine } from '../cart/cart-repository.ts';
import { loadCartView } from '../cart/cart-view.ts';
import { type AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/http-error.ts';
import { requireUser } from '../http/require-user.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

/** The signed-in customer's cart; every answer carries the cart as it now is. */
export function cartRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, clock } = deps;
  routes.use('/user/cart', requireUser(deps));
  routes.use('/user/cart/*', requireUser(deps));

  routes.get('/user/cart', async (c) => reply(c, 'getCart', 200, { success: true, ...(await loadCartView(db, c.get('session').id)) }));

  routes.post('/user/cart/add', async (c) => {
    const { body } = inputOf(c, 'addToCart');
    const userId = c.get('session').id;
    const outcome = await addToCart(db, userId, body, clock());
    // inventoryStatus is there only when some units will ship as a pre-order.
    const inventoryStatus =
      outcome.type === 'in_stock'
        ? {}
        : { inventoryStatus: { type: outcome.type, availableStock: outcome.availableStock, preorderQuantity: outcome.preorderQuantity } };
    return reply(c, 'addToCart', 200, {
      success: true,
      message: ADDED_MESSAGES[outcome.type],
      ...inventoryStatus,
      ...(await loadCartView(db, userId)),
    });
  });

  routes.put('/user/cart/quantity', async (c) => {
    const { body } = inputOf(c, 'updateCartQuantity');
    const userId = c.get('session').id;
    await changeCartQuantity(db, userId, body.cartKey, body.quantity);
    return reply(c, 'updateCartQuantity', 200, { success: true, message: 'Cart updated', ...(await loadCartView(db, userId)) });
  });

  routes.post('/user/cart/remove', async (c) => {
    const { body } = inputOf(c, 'removeFromCart');
    const userId = c.get('session').id;
    if (!(await removeCartLine(db, userId, body.cartKey))) throw notFound(CART_ITEM_NOT_FOUND);
    return reply(c, 'removeFromCart', 200, { success: true, message: 'Item removed from cart', ...(await loadCartView(db, userId)) });
  });

  return routes;
}
