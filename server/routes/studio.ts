import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { type AppEnv } from '../http/app-env.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { findOrderByNumber, ORDER_NOT_FOUND } from '../orders/order-repository.ts';
import { orderViewOf } from '../orders/order-view.ts';
import { moveOrderByStudio } from '../studio/move-order.ts';
import { exportStudioOrders, listStudioOrders, type StudioOrderFilters } from '../studio/studio-orders.ts';
import { isoCalendarDate } from '../../src/domain/dates.ts';
import { studioMovesForOrder } from '../../src/domain/pickup-collection.ts';
import { collectOrderByStudio } from '../studio/collect-order.ts';
import { orderRefundsOf, refundOrderByStudio } from '../studio/studio-refunds.ts';
import { pickupStateOf } from '../studio/pickup-state.ts';
import {
  dateRangeProblem,
  STUDIO_EXPORT_LIMIT,
  STUDIO_ORDERS_PAGE_SIZE,
  studioOrdersCsv,
  studioOrdersCsvName,
} from '../../src/domain/studio-orders.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

/** The filters of the order table, with a backwards date range refused. */
function filtersOf(query: StudioOrderFilters): StudioOrderFilters {
  const problem = dateRangeProblem(query.from, query.to);
  if (problem) throw badRequest(problem);
  return query;
}

/** The studio's order calls. Request validation has checked the caller's role (authorizeStudio). */
export function studioRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db } = deps;

  routes.get('/studio/orders', async (c) => {
    const { query } = inputOf(c, 'listStudioOrders');
    const { page = 1, limit = STUDIO_ORDERS_PAGE_SIZE, ...rest } = query;
    const { orders, total } = await listStudioOrders(db, filtersOf(rest), page, limit);
    return reply(c, 'listStudioOrders', 200, { success: true, orders, total, page, pages: Math.ceil(total / limit) });
  });

  routes.get('/studio/orders/export', async (c) => {
    const { query } = inputOf(c, 'exportStudioOrders');
    const orders = await exportStudioOrders(db, filtersOf(query), STUDIO_EXPORT_LIMIT);
    return c.body(studioOrdersCsv(orders), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${studioOrdersCsvName(isoCalendarDate(deps.clock()))}"`,
    });
  });

  routes.get('/studio/orders/:orderNumber', async (c) => {
    const { params } = inputOf(c, 'getStudioOrder');
    const order = await findOrderByNumber(db, params.orderNumber);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const [customer] = await db.query<{ id: string; name: string; email: string }>('select id, name, email from users where id = $1', [
      order.user_id,
    ]);
    return reply(c, 'getStudioOrder', 200, {
      success: true,
      order: await orderViewOf(db, order),
      customer: { _id: customer?.id ?? order.user_id, name: customer?.name ?? '', email: customer?.email ?? '' },
      nextStatuses: [...studioMovesForOrder(pickupStateOf(order))],
      refunds: await orderRefundsOf(db, order),
    });
  });

  routes.post('/studio/orders/:orderNumber/refunds', async (c) => {
    const { params, body } = inputOf(c, 'refundStudioOrder');
    const { refund, message } = await refundOrderByStudio(deps, c.get('studioActor'), params.orderNumber, body);
    return reply(c, 'refundStudioOrder', 201, { success: true, message, refund });
  });

  routes.post('/studio/orders/:orderNumber/status', async (c) => {
    const { params, body } = inputOf(c, 'moveStudioOrder');
    const order = await moveOrderByStudio(deps, c.get('studioActor'), params.orderNumber, body.status, body.note);
    return reply(c, 'moveStudioOrder', 200, {
      success: true,
      message: `Order ${order.order_number} is now ${order.status}`,
      order: await orderViewOf(db, order),
    });
  });

  routes.post('/studio/orders/:orderNumber/collect', async (c) => {
    const { params, body } = inputOf(c, 'collectStudioOrder');
    const order = await collectOrderByStudio(deps, c.get('studioActor'), params.orderNumber, body.paidWith, body.note);
    return reply(c, 'collectStudioOrder', 200, {
      success: true,
      message: `Order ${order.order_number} is paid and collected`,
      order: await orderViewOf(db, order),
    });
  });

  return routes;
}
