import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { type AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/http-error.ts';
import { requireUser } from '../http/require-user.ts';
import { cancelOrder } from '../orders/cancel-order.ts';
import { createOrder } from '../orders/create-order.ts';
import { mailPickupOrder } from '../orders/pickup-mails.ts';
import { removeBoughtLines } from '../cart/remove-bought-lines.ts';
import { findOwnOrder, listUserOrders, ORDER_NOT_FOUND } from '../orders/order-repository.ts';
import { orderViewOf, orderViews } from '../orders/order-view.ts';
import { purchaseContext } from '../payments/purchase-context.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

/** The customer's orders: create (prices and stock from the database), list, read and cancel. */
export function orderRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, clock } = deps;
  routes.use('/order/*', requireUser(deps));

  routes.post('/order/create', async (c) => {
    const { body } = inputOf(c, 'createOrder');
    const { holdLimits, pickupHoldDays } = purchaseContext(deps).settings;
    const order = await db.transaction(async (tx) => {
      const placed = await createOrder(tx, c.get('session').id, body, clock(), { holdLimits, pickupHoldDays });
      // Confirmed now (paid at the studio): the bought lines leave the cart, as a payment would take them.
      if (placed.status === 'confirmed') await removeBoughtLines(tx, placed);
      return placed;
    });
    // The order took units from stock: cached listings and product pages showing it are stale.
    deps.catalogueCache.clear();
    if (order.status === 'confirmed') await mailPickupOrder(deps, order);
    const view = await orderViewOf(db, order);
    return reply(c, 'createOrder', 201, { success: true, message: 'Order created', order: view, hasPreorderItems: view.hasPreorderItems });
  });

  routes.get('/order/my-orders', async (c) => {
    const { query } = inputOf(c, 'listMyOrders');
    const page = query.page ?? 1;
    const limit = query.limit ?? 10;
    const { orders, total } = await listUserOrders(db, c.get('session').id, query.status, page, limit);
    const totalPages = Math.ceil(total / limit);
    return reply(c, 'listMyOrders', 200, {
      success: true,
      orders: await orderViews(db, orders),
      pagination: { currentPage: page, limit, totalOrders: total, totalPages, hasPrevPage: page > 1, hasNextPage: page < totalPages },
    });
  });

  routes.get('/order/:id', async (c) => {
    const { params } = inputOf(c, 'getOrder');
    const order = await findOwnOrder(db, c.get('session').id, params.id);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return reply(c, 'getOrder', 200, { success: true, order: await orderViewOf(db, order) });
  });

  routes.post('/order/:id/cancel', async (c) => {
    const { params, body } = inputOf(c, 'cancelOrder');
    const order = await cancelOrder(deps, c.get('session').id, params.id, body.reason);
    return reply(c, 'cancelOrder', 200, { success: true, message: 'Order cancelled', order: await orderViewOf(db, order) });
  });

  return routes;
}
