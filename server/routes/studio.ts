import { Hono } from 'hono';
import type { components, operations } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import { inputOf, type AppEnv } from '../http/app-env.ts';
import type { OrderRow } from '../orders/order-rows.ts';
import { orderViewOf, sandboxPaidOrders } from '../orders/order-view.ts';
import { moveOrderByStudio } from '../studio/move-order.ts';
import { studioMovesFrom } from '../../src/domain/order-transitions.ts';

/** The studio's order calls: every order, and moving one on. Request validation has checked the caller's role (authorizeStudio). */
export function studioRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db } = deps;

  routes.get('/studio/orders', async (c) => {
    const { query } = inputOf<never, NonNullable<operations['listStudioOrders']['parameters']['query']>>(c);
    const rows = await db.query<OrderRow & { email: string }>(
      `select o.*, u.email from orders o join users u on u.id = o.user_id
        where ($1::text is null or o.status = $1) order by o.created_at desc, o.order_number desc limit $2`,
      [query.status ?? null, query.limit ?? 50],
    );
    const sandboxPaid = await sandboxPaidOrders(db, rows);
    return c.json({
      success: true,
      orders: rows.map((row) => ({
        _id: row.id,
        orderNumber: row.order_number,
        date: row.created_at.toISOString(),
        customerEmail: row.email,
        status: row.status,
        paymentStatus: row.payment_status,
        sandboxPayment: sandboxPaid.has(row.id),
        amount: row.amount,
        nextStatuses: [...studioMovesFrom(row.status)],
      })),
    });
  });

  routes.post('/studio/orders/:orderNumber/status', async (c) => {
    const { params, body } = inputOf<{ orderNumber: string }, never, components['schemas']['StudioMoveRequest']>(c);
    const order = await moveOrderByStudio(deps, c.get('studioActor'), params.orderNumber, body.status, body.note);
    return c.json({ success: true, message: `Order ${order.order_number} is now ${order.status}`, order: await orderViewOf(db, order) });
  });

  return routes;
}
