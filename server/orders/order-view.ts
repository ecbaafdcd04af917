import type { components } from '../../src/api/schema.gen.ts';
import type { Queryable } from '../db/database.ts';
import { listOrderItems } from './order-repository.ts';
import type { OrderItemRow, OrderRow } from './order-rows.ts';

type Order = components['schemas']['Order'];
type Review = components['schemas']['Review'];

interface ReviewJoinRow {
  id: string;
  user_id: string;
  name: string | null;
  rating: number;
  comment: string;
  verified_purchase: boolean;
  created_at: Date;
}

function reviewView(row: ReviewJoinRow): Review {
  return {
    _id: row.id,
    userId: row.name ? { name: row.name } : {},
    rating: row.rating,
    comment: row.comment,
    date: row.created_at.toISOString(),
    verifiedPurchase: row.verified_purchase,
  };
}

function orderView(
  order: OrderRow,
  items: readonly OrderItemRow[],
  reviews: ReadonlyMap<string, Review>,
  downloadsUsed: number,
  sandboxPaid: ReadonlySet<string>,
): Order {
  return {
    _id: order.id,
    orderNumber: order.order_number,
    date: order.created_at.toISOString(),
    subtotal: order.subtotal,
    amount: order.amount,
    status: order.status as Order['status'],
    paymentStatus: order.payment_status as Order['paymentStatus'],
    paymentMethod: order.payment_method as Order['paymentMethod'],
    paymentReference: order.payment_reference,
    fulfillmentMethod: order.fulfillment_method as Order['fulfillmentMethod'],
    shippingMethod: order.shipping_method as Order['shippingMethod'],
    estimatedDeliveryDate: order.estimated_delivery_date?.toISOString() ?? null,
    statusHistory: order.status_history as Order['statusHistory'],
    shippingAddress: order.shipping_address,
    billingAddress: order.shipping_address,
    items: items.map((item) => ({
      productId: item.product_id,
      variantId: item.variant_id,
      title: item.title,
      image: item.image,
      quantity: item.quantity,
      price: item.price,
      discount: item.discount,
      selectedAttributes: item.selected_attributes,
      itemStatus: item.item_status as Order['items'][number]['itemStatus'],
      isPreorder: item.is_preorder,
      isDigital: item.is_digital,
      reviews: item.review_id && reviews.has(item.review_id) ? [reviews.get(item.review_id) as Review] : [],
    })),
    discount: null,
    shipping: { cost: order.shipping_cost },
    tax: { amount: order.tax },
    notes: order.notes,
    hasPreorderItems: order.has_preorder_items,
    downloadsUsed,
    sandboxPayment: sandboxPaid.has(order.id),
    pickupHoldUntil: order.pickup_hold_until?.toISOString() ?? null,
  };
}

/** The ids of those orders whose confirming payment was made on the sandbox (no money moved). */
export async function sandboxPaidOrders(
  db: Queryable,
  orders: readonly Pick<OrderRow, 'id' | 'payment_reference'>[],
): Promise<Set<string>> {
  const references = orders.flatMap((order) => (order.payment_reference ? [order.payment_reference] : []));
  if (references.length === 0) return new Set();
  const rows = await db.query<{ order_id: string }>(
    "select order_id from payments where reference = any($1::text[]) and provider = 'sandbox'",
    [references],
  );
  return new Set(rows.map((row) => row.order_id));
}

/** Orders as the contract shows them, with their lines and the reviews written for them. */
export async function orderViews(db: Queryable, orders: readonly OrderRow[]): Promise<Order[]> {
  const items = await listOrderItems(
    db,
    orders.map((order) => order.id),
  );
  const reviewIds = items.flatMap((item) => (item.review_id ? [item.review_id] : []));
  const reviewRows = reviewIds.length
    ? await db.query<ReviewJoinRow>(
        `select r.id, r.user_id, u.name, r.rating, r.comment, r.verified_purchase, r.created_at
           from reviews r left join users u on u.id = r.user_id where r.id = any($1::text[])`,
        [reviewIds],
      )
    : [];
  const reviews = new Map(reviewRows.map((row) => [row.id, reviewView(row)]));
  const spent = await db.query<{ order_id: string; used: number }>(
    'select order_id, sum(downloads_used)::int as used from download_grants where order_id = any($1::text[]) group by order_id',
    [orders.map((order) => order.id)],
  );
  const used = new Map(spent.map((row) => [row.order_id, row.used]));
  const sandboxPaid = await sandboxPaidOrders(db, orders);
  return orders.map((order) =>
    orderView(
      order,
      items.filter((item) => item.order_id === order.id),
      reviews,
      used.get(order.id) ?? 0,
      sandboxPaid,
    ),
  );
}

export async function orderViewOf(db: Queryable, order: OrderRow): Promise<Order> {
  const [view] = await orderViews(db, [order]);
  if (!view) throw new Error(`order ${order.id} vanished`);
  return view;
}
