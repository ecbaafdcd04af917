import type { components } from '../../src/api/schema.gen.ts';
import { cartKey } from '../cart/cart-keys.ts';
import { loadPurchasable } from '../catalogue/stock-source.ts';
import type { Queryable } from '../db/database.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import { newId } from '../platform/ids.ts';
import { SELECT_OPTIONS_MESSAGE } from '../../src/domain/cart.ts';
import { estimatedDeliveryDate } from '../../src/domain/delivery-date.ts';
import { formatOrderNumber } from '../../src/domain/order-number.ts';
import { preorderNotAllowedMessage, stockShortageMessage, unitsToReserve } from '../../src/domain/order-stock.ts';
import { checkoutTotals } from '../../src/domain/shipping.ts';
import { validateAddress } from '../../src/domain/validation/address.ts';
import type { OrderRow, ShippingAddress } from './order-rows.ts';
import { currentStock, reserveStock, stockLockOrder } from './order-stock.ts';

/** The request body, as the contract types it (openapi.yaml OrderCreateRequest). */
export type OrderRequest = components['schemas']['OrderCreateRequest'];
export type OrderRequestItem = components['schemas']['OrderCreateItem'];

interface PricedLine {
  productId: string;
  variantId: string | null;
  title: string;
  image: string | null;
  quantity: number;
  price: number;
  discount: number;
  selectedAttributes: Record<string, string>;
  isPreorder: boolean;
  isDigital: boolean;
  reserved: number;
  preorderAllowed: boolean;
}

/** The snapshot kept on the order: trimmed, email '' when none. Billing is the shipping address. */
export function checkedAddress(address: ShippingAddress): ShippingAddress {
  const problem = validateAddress({ ...address, label: 'order' });
  if (problem) throw badRequest(problem);
  return {
    fullName: address.fullName.trim(),
    address: address.address.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    zipCode: address.zipCode.trim(),
    phone: address.phone.trim(),
    email: address.email?.trim() ?? '',
  };
}

function withoutEmptyValues(attributes: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes ?? {}).filter(([, value]) => value !== ''));
}

/**
 * Prices one line from the database, reading only: the price, discount and variant come from
 * there, never from the request. The units to take from stock are worked out, not yet taken.
 */
async function priceLine(tx: Queryable, item: OrderRequestItem): Promise<PricedLine> {
  const stock = await loadPurchasable(tx, item.productId, item.variantId ?? null);
  const { product, variant } = stock;
  if (stock.variantCount > 1 && !variant) throw badRequest(SELECT_OPTIONS_MESSAGE);
  const isPreorder = item.isPreorder === true;
  if (isPreorder && !product.preorder_allowed) throw badRequest(preorderNotAllowedMessage(product.title), { canPreorder: false });
  return {
    productId: product.id,
    variantId: variant?.id ?? null,
    title: product.title,
    image: stock.image || null,
    quantity: item.quantity,
    price: stock.finalPrice,
    discount: stock.discount,
    selectedAttributes: withoutEmptyValues(item.selectedAttributes),
    isPreorder,
    isDigital: product.product_type === 'digital',
    reserved: unitsToReserve({ quantity: item.quantity, isPreorder }),
    preorderAllowed: product.preorder_allowed,
  };
}

/**
 * Takes every line's units from stock in the caller's transaction, in the one stable order all
 * stock changes use (stockLockOrder): two orders for [A, B] and [B, A] then queue on A instead
 * of each holding one row the other waits for (a deadlock on PostgreSQL). Not enough stock for
 * a line that is not a pre-order is a 400 naming the product, with canPreorder.
 */
async function reserveLines(tx: Queryable, lines: readonly PricedLine[]): Promise<void> {
  for (const line of stockLockOrder(lines.filter((candidate) => candidate.reserved > 0))) {
    if (!(await reserveStock(tx, line, line.reserved))) {
      throw badRequest(stockShortageMessage(line.title, await currentStock(tx, line)), { canPreorder: line.preorderAllowed });
    }
  }
}

/** Prices, reserves and writes one order, all inside the caller's transaction. */
export async function createOrder(tx: Queryable, userId: string, request: OrderRequest, now: Date): Promise<OrderRow> {
  const shippingAddress = checkedAddress(request.shippingAddress);
  const lines: PricedLine[] = [];
  for (const item of request.items) lines.push(await priceLine(tx, item));
  await reserveLines(tx, lines);
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const totals = checkoutTotals(subtotal, request.shippingMethod, shippingAddress.state);
  const hasPreorderItems = lines.some((line) => line.isPreorder);
  const [sequence] = await tx.query<{ value: string }>("select nextval('order_number_seq')::text as value");
  const id = newId('ord');
  const [order] = await tx.query<OrderRow>(
    `insert into orders (id, order_number, user_id, status, payment_status, payment_method, fulfillment_method, shipping_method,
       shipping_address, subtotal, shipping_cost, amount, notes, has_preorder_items, estimated_delivery_date, status_history, created_at, updated_at)
     values ($1, $2, $3, 'pending', 'pending', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) returning *`,
    [
      id,
      formatOrderNumber(now.getUTCFullYear(), Number(sequence?.value)),
      userId,
      request.paymentMethod,
      hasPreorderItems ? 'preorder' : 'standard',
      request.shippingMethod,
      JSON.stringify(shippingAddress),
      totals.subtotal,
      totals.shipping,
      totals.total,
      request.notes?.trim() ?? '',
      hasPreorderItems,
      estimatedDeliveryDate(request.shippingMethod, hasPreorderItems, now),
      JSON.stringify([{ status: 'pending', timestamp: now.toISOString(), note: 'Order placed' }]),
      now,
    ],
  );
  if (!order) throw new HttpError(500, 'Failed to create order');
  for (const [position, line] of lines.entries()) {
    await tx.query(
      `insert into order_items (order_id, position, product_id, variant_id, title, image, quantity, price, discount, selected_attributes,
         is_preorder, is_digital, reserved, cart_key) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [id, position, line.productId, line.variantId, line.title, line.image, line.quantity, line.price, line.discount,
        JSON.stringify(line.selectedAttributes), line.isPreorder, line.isDigital, line.reserved, cartKey(line.productId, line.variantId, line.isPreorder)],
    );
  }
  return order;
}
