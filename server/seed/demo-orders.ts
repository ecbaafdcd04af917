import type { Queryable } from '../db/database.ts';
import { registerDigitalFiles } from '../downloads/digital-file-store.ts';
import { DEFAULT_DOWNLOAD_DAYS, DEFAULT_DOWNLOAD_LIMIT } from '../../src/domain/download-grant.ts';
import { formatOrderNumber } from '../../src/domain/order-number.ts';
import { shippingFee } from '../../src/domain/shipping.ts';
import { recordStockChanges } from '../stock/stock-history.ts';

const ADDRESS = {
  fullName: 'Ada Demo',
  address: '14 Admiralty Way, Lekki Phase 1',
  city: 'Lekki',
  state: 'Lagos',
  zipCode: '105102',
  phone: '+234 803 000 0000',
  email: 'demo@studio-shop.local',
};

const at = (iso: string) => new Date(iso).toISOString();

interface DemoLine {
  id: string;
  title: string;
  images: string[];
  final_price: number;
  discount: number;
  product_type: string;
}

interface DemoOrder {
  readonly id: string;
  readonly reference: string;
  readonly status: 'delivered' | 'confirmed';
  readonly lines: readonly DemoLine[];
  readonly history: readonly { status: string; timestamp: string; note?: string }[];
  readonly notes: string;
  readonly estimatedDelivery: string;
  readonly createdAt: string;
  readonly paidAt: string;
  readonly updatedAt: string;
}

function linesOf(db: Queryable, ids: readonly string[]): Promise<DemoLine[]> {
  return db.query<DemoLine>(
    'select id, title, images, final_price, discount, product_type from products where id = any($1::text[]) order by product_type desc, id',
    [ids],
  );
}

/**
 * One paid order of the demo customer with its payment. Physical lines of an order that has not
 * shipped yet still hold their unit (taken from stock here, as checkout would), so cancelling it
 * gives the unit back; a delivered order holds nothing.
 */
async function insertPaidOrder(db: Queryable, userId: string, order: DemoOrder): Promise<void> {
  const subtotal = order.lines.reduce((sum, line) => sum + line.final_price, 0);
  const shipping = shippingFee('standard', ADDRESS.state);
  const holdsStock = order.status !== 'delivered';
  const [sequence] = await db.query<{ value: string }>("select nextval('order_number_seq')::text as value");
  await db.query(
    `insert into orders (id, order_number, user_id, status, payment_status, payment_method, payment_reference, fulfillment_method, shipping_method,
       shipping_address, subtotal, shipping_cost, amount, notes, has_preorder_items, estimated_delivery_date, status_history, holds_stock, created_at, updated_at, hold_from)
     values ($1, $2, $3, $4, 'paid', 'paystack', $5, 'standard', 'standard', $6, $7, $8, $9, $10, false, $11, $12, $13, $14, $15, $14)`,
    [
      order.id,
      formatOrderNumber(2026, Number(sequence?.value)),
      userId,
      order.status,
      order.reference,
      JSON.stringify(ADDRESS),
      subtotal,
      shipping,
      subtotal + shipping,
      order.notes,
      at(order.estimatedDelivery),
      JSON.stringify(order.history),
      holdsStock,
      at(order.createdAt),
      at(order.updatedAt),
    ],
  );
  for (const [position, line] of order.lines.entries()) {
    const digital = line.product_type === 'digital';
    const reserved = holdsStock && !digital ? 1 : 0;
    if (reserved > 0) {
      const [taken] = await db.query<{ stock: number }>(
        'update products set stock = stock - 1 where id = $1 and stock >= 1 returning stock',
        [line.id],
      );
      if (taken)
        await recordStockChanges(db, [{ productId: line.id, variantId: null, delta: -1, stockAfter: taken.stock }], {
          reason: 'order',
          actorId: userId,
          orderId: order.id,
          note: null,
          at: new Date(order.createdAt),
        });
    }
    await db.query(
      `insert into order_items (order_id, position, product_id, title, image, quantity, price, discount, item_status, is_digital, reserved, cart_key)
       values ($1, $2, $3, $4, $5, 1, $6, $7, $8, $9, $10, $11)`,
      [
        order.id,
        position,
        line.id,
        line.title,
        line.images[0] ?? null,
        line.final_price,
        line.discount,
        order.status === 'delivered' ? 'delivered' : 'pending',
        digital,
        reserved,
        `${line.id}~base~stock`,
      ],
    );
    if (digital) {
      await db.query(
        `insert into download_grants (id, order_id, user_id, product_id, download_limit, expires_at, granted_at)
         values ('grt_demo', $1, $2, $3, $4, now() + make_interval(days => $5), now())`,
        [order.id, userId, line.id, DEFAULT_DOWNLOAD_LIMIT, DEFAULT_DOWNLOAD_DAYS],
      );
    }
  }
  await db.query(
    `insert into payments (reference, order_id, user_id, provider, amount, currency, status, callback_url, created_at, updated_at)
     values ($1, $2, $3, 'sandbox', $4, 'NGN', 'success', '/payment/status', $5, $6)`,
    [order.reference, order.id, userId, subtotal + shipping, at(order.createdAt), at(order.paidAt)],
  );
}

/**
 * The demo customer's two paid orders, so a newcomer can review, download, export two orders and
 * cancel one right after `npm start`: a delivered one (a physical and a digital item; OJ-2026-000001)
 * and a confirmed one with a physical item, cancellable by the domain rule and never touched by the
 * unpaid-order sweep. The download grant starts when the database is seeded, so it is fresh on a
 * first start. Also registers the files of every digital product.
 */
export async function seedDemoOrders(db: Queryable, userId: string): Promise<void> {
  await registerDigitalFiles(db, 'all');
  const delivered = await linesOf(db, ['reflector-5-in-1', 'guide-wedding-photography']);
  if (delivered.length === 2) {
    await insertPaidOrder(db, userId, {
      id: 'ord_demo_delivered',
      reference: 'OJ-DEMO-PAID',
      status: 'delivered',
      lines: delivered,
      history: [
        { status: 'pending', timestamp: at('2026-11-02T10:00:00Z'), note: 'Order placed' },
        { status: 'confirmed', timestamp: at('2026-11-02T10:04:00Z'), note: 'Payment received' },
        { status: 'processing', timestamp: at('2026-11-03T09:30:00Z') },
        { status: 'shipped', timestamp: at('2026-11-04T14:00:00Z'), note: 'Sent with GIG Logistics, tracking GIG-55120' },
        { status: 'delivered', timestamp: at('2026-11-06T11:15:00Z') },
      ],
      notes: 'Please call on arrival.',
      estimatedDelivery: '2026-11-09T10:00:00Z',
      createdAt: '2026-11-02T10:00:00Z',
      paidAt: '2026-11-02T10:04:00Z',
      updatedAt: '2026-11-06T11:15:00Z',
    });
  }
  const confirmed = await linesOf(db, ['super-clamp-2-pack']);
  if (confirmed.length === 1) {
    await insertPaidOrder(db, userId, {
      id: 'ord_demo_confirmed',
      reference: 'OJ-DEMO-PAID-2',
      status: 'confirmed',
      lines: confirmed,
      history: [
        { status: 'pending', timestamp: at('2026-11-12T09:00:00Z'), note: 'Order placed' },
        { status: 'confirmed', timestamp: at('2026-11-12T09:03:00Z'), note: 'Payment received' },
      ],
      notes: '',
      estimatedDelivery: '2026-11-17T09:00:00Z',
      createdAt: '2026-11-12T09:00:00Z',
      paidAt: '2026-11-12T09:03:00Z',
      updatedAt: '2026-11-12T09:03:00Z',
    });
  }
}
