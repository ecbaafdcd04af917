import type { Queryable } from '../db/database.ts';
import { registerDigitalFiles } from '../downloads/digital-file-store.ts';
import { DEFAULT_DOWNLOAD_DAYS, DEFAULT_DOWNLOAD_LIMIT } from '../../src/domain/download-grant.ts';
import { formatOrderNumber } from '../../src/domain/order-number.ts';
import { shippingFee } from '../../src/domain/shipping.ts';

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

/**
 * The demo customer's delivered order, one physical and one digital item, so a newcomer can
 * review and download right after `npm start`. The download grant starts when the database is
 * seeded, so it is fresh on a first start. Also registers the files of every digital product.
 */
export async function seedDemoOrders(db: Queryable, userId: string): Promise<void> {
  await registerDigitalFiles(db, 'all');
  const lines = await db.query<{ id: string; title: string; images: string[]; final_price: number; discount: number; product_type: string }>(
    "select id, title, images, final_price, discount, product_type from products where id in ('reflector-5-in-1', 'guide-wedding-photography') order by product_type desc",
  );
  if (lines.length !== 2) return;
  const subtotal = lines.reduce((sum, line) => sum + line.final_price, 0);
  const shipping = shippingFee('standard', ADDRESS.state);
  const [sequence] = await db.query<{ value: string }>("select nextval('order_number_seq')::text as value");
  const history = [
    { status: 'pending', timestamp: at('2026-11-02T10:00:00Z'), note: 'Order placed' },
    { status: 'confirmed', timestamp: at('2026-11-02T10:04:00Z'), note: 'Payment received' },
    { status: 'processing', timestamp: at('2026-11-03T09:30:00Z') },
    { status: 'shipped', timestamp: at('2026-11-04T14:00:00Z'), note: 'Sent with GIG Logistics, tracking GIG-55120' },
    { status: 'delivered', timestamp: at('2026-11-06T11:15:00Z') },
  ];
  const orderId = 'ord_demo_delivered';
  const reference = 'OJ-DEMO-PAID';
  await db.query(
    `insert into orders (id, order_number, user_id, status, payment_status, payment_method, payment_reference, fulfillment_method, shipping_method,
       shipping_address, subtotal, shipping_cost, amount, notes, has_preorder_items, estimated_delivery_date, status_history, holds_stock, created_at, updated_at)
     values ($1, $2, $3, 'delivered', 'paid', 'paystack', $4, 'standard', 'standard', $5, $6, $7, $8, 'Please call on arrival.', false, $9, $10, false, $11, $12)`,
    [orderId, formatOrderNumber(2026, Number(sequence?.value)), userId, reference, JSON.stringify(ADDRESS), subtotal, shipping, subtotal + shipping,
      at('2026-11-09T10:00:00Z'), JSON.stringify(history), at('2026-11-02T10:00:00Z'), at('2026-11-06T11:15:00Z')],
  );
  for (const [position, line] of lines.entries()) {
    const digital = line.product_type === 'digital';
    await db.query(
      `insert into order_items (order_id, position, product_id, title, image, quantity, price, discount, item_status, is_digital, cart_key)
       values ($1, $2, $3, $4, $5, 1, $6, $7, 'delivered', $8, $9)`,
      [orderId, position, line.id, line.title, line.images[0] ?? null, line.final_price, line.discount, digital, `${line.id}~base~stock`],
    );
    if (digital) {
      await db.query(
        `insert into download_grants (id, order_id, user_id, product_id, download_limit, expires_at, granted_at)
         values ('grt_demo', $1, $2, $3, $4, now() + make_interval(days => $5), now())`,
        [orderId, userId, line.id, DEFAULT_DOWNLOAD_LIMIT, DEFAULT_DOWNLOAD_DAYS],
      );
    }
  }
  await db.query(
    `insert into payments (reference, order_id, user_id, provider, amount, currency, status, callback_url, created_at, updated_at)
     values ($1, $2, $3, 'sandbox', $4, 'NGN', 'success', '/payment/status', $5, $6)`,
    [reference, orderId, userId, subtotal + shipping, at('2026-11-02T10:01:00Z'), at('2026-11-02T10:04:00Z')],
  );
}
