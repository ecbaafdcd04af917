import type { components } from '../../src/api/schema.gen.ts';
import { cartKey } from '../cart/cart-keys.ts';
import { loadPurchasables, type Purchasable } from '../catalogue/stock-source.ts';
import type { Queryable } from '../db/database.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import { newId } from '../platform/ids.ts';
import { noLongerAvailableMessage, SELECT_OPTIONS_MESSAGE } from '../../src/domain/cart.ts';
import { estimatedDeliveryDate } from '../../src/domain/delivery-date.ts';
import { DELIVERY_ADDRESS_REQUIRED, needsDelivery } from '../../src/domain/delivery.ts';
import { holdLimitError, VERIFY_EMAIL_TO_ORDER, type HoldLimits } from '../../src/domain/order-holds.ts';
import { mergeOrderLines, orderSizeError, orderTotalError } from '../../src/domain/order-limits.ts';
import { formatOrderNumber } from '../../src/domain/order-number.ts';
import { preorderNotAllowedMessage, stockShortageMessage, unitsToReserve } from '../../src/domain/order-stock.ts';
import { checkoutTotals, DEFAULT_SHIPPING_METHOD, type ShippingMethod } from '../../src/domain/shipping.ts';
import { CONFIRMED_FOR_PICKUP, paymentMethodRefusal, pickupHoldUntil, type PaymentMethod } from '../../src/domain/pay-at-pickup.ts';
import { PAY_AT_STUDIO } from '../../src/domain/pickup-hold.ts';
import { storedPhone } from '../../src/domain/phone.ts';
import { validateAddress } from '../../src/domain/validation/address.ts';
import type { OrderRow, ShippingAddress } from './order-rows.ts';
import { reserveAll } from './order-stock.ts';

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
  /** Units taken from stock now (the reservation's `units`). */
  units: number;
  preorderAllowed: boolean;
}

/** The snapshot kept on the order: trimmed, email '' when none, no landmark when none. Billing is the shipping address. */
export function checkedAddress(address: ShippingAddress): ShippingAddress {
  const problem = validateAddress({ ...address, label: 'order' });
  if (problem) throw badRequest(problem);
  const landmark = address.landmark?.trim() ?? '';
  return {
    ...(landmark === '' ? {} : { landmark }),
    fullName: address.fullName.trim(),
    address: address.address.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    zipCode: address.zipCode.trim(),
    phone: storedPhone(address.phone),
    email: address.email?.trim() ?? '',
  };
}

function withoutEmptyValues(attributes: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes ?? {}).filter(([, value]) => value !== ''));
}

/** One line priced from what the database holds: price, discount and variant never come from the request. */
function priceLine(item: OrderRequestItem, stock: Purchasable): PricedLine {
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
    units: unitsToReserve({ quantity: item.quantity, isPreorder }),
    preorderAllowed: product.preorder_allowed,
  };
}

/**
 * Only a verified account orders, within its share of held stock. The user's row is locked for
 * the transaction, so two orders of one account are counted one after the other.
 */
async function checkAccount(tx: Queryable, userId: string, units: number, limits: HoldLimits): Promise<void> {
  // An order waiting to be paid at the studio holds its stock as an unpaid one does.
  const [user] = await tx.query<{ email_verified: boolean }>('select email_verified from users where id = $1 for update', [userId]);
  if (!user?.email_verified) throw new HttpError(403, VERIFY_EMAIL_TO_ORDER, { needEmailVerification: true });
  const [open] = await tx.query<{ unpaid_orders: number; held_units: number }>(
    `select count(distinct o.id)::int as unpaid_orders, coalesce(sum(i.reserved), 0)::int as held_units
       from orders o left join order_items i on i.order_id = o.id
      where o.user_id = $1 and o.payment_status <> 'paid'
        and (o.status = 'pending' or (o.payment_method = 'pay_at_pickup' and o.status in ('confirmed', 'processing')))`,
    [userId],
  );
  const problem = holdLimitError({ unpaidOrders: open?.unpaid_orders ?? 0, heldUnits: open?.held_units ?? 0 }, units, limits);
  if (problem) throw badRequest(problem);
}

/**
 * Prices, reserves and writes one order, all inside the caller's transaction, in a fixed number
 * of statements whatever the basket holds. Stock is taken in the one stable order all stock
 * changes use, so two orders for [A, B] and [B, A] queue instead of deadlocking; not enough
 * stock for a line that is not a pre-order is a 400 naming the product, with canPreorder.
 */
/** What an order takes from the shop's settings: the account's hold limits and the days a pickup paid at the studio is held. */
export interface OrderLimits {
  readonly holdLimits: HoldLimits;
  readonly pickupHoldDays: number;
}

/** The first status of a new order: pending payment, or confirmed at once when it is paid at the studio. */
/**
 * A line whose product or variant the studio archived after the shopper put it in the cart: a 400
 * naming it (the cart shows the line as no longer available), rather than the 404 of an unknown id.
 */
async function refuseDiscontinued(
  db: Queryable,
  items: readonly { readonly productId: string; readonly variantId?: string | null }[],
): Promise<void> {
  const [archived] = await db.query<{ title: string }>(
    `select p.title from unnest($1::text[], $2::text[]) with ordinality as line(product_id, variant_id, n)
       join products p on p.id = line.product_id
       left join product_variants v on v.id = line.variant_id and v.product_id = p.id
      where p.archived_at is not null or v.archived_at is not null
      order by line.n limit 1`,
    [items.map((item) => item.productId), items.map((item) => item.variantId ?? null)],
  );
  if (archived) throw badRequest(noLongerAvailableMessage(archived.title));
}

function openingState(method: PaymentMethod, now: Date, pickupHoldDays: number) {
  const placed = { status: 'pending', timestamp: now.toISOString(), note: 'Order placed' };
  if (method !== PAY_AT_STUDIO) return { status: 'pending', history: [placed], holdUntil: null };
  const confirmed = { status: 'confirmed', timestamp: now.toISOString(), note: CONFIRMED_FOR_PICKUP };
  return { status: 'confirmed', history: [placed, confirmed], holdUntil: pickupHoldUntil(now, pickupHoldDays) };
}

export async function createOrder(tx: Queryable, userId: string, request: OrderRequest, now: Date, limits: OrderLimits): Promise<OrderRow> {
  const items = mergeOrderLines(request.items);
  const sizeProblem = orderSizeError(items);
  if (sizeProblem) throw badRequest(sizeProblem);
  // An address sent is checked first, whatever the lines turn out to be.
  const sentAddress = request.shippingAddress ? checkedAddress(request.shippingAddress) : null;
  await checkAccount(
    tx,
    userId,
    items.reduce((sum, item) => sum + unitsToReserve({ quantity: item.quantity, isPreorder: item.isPreorder === true }), 0),
    limits.holdLimits,
  );
  await refuseDiscontinued(tx, items);
  const stock = await loadPurchasables(
    tx,
    items.map((item) => ({ productId: item.productId, variantId: item.variantId ?? null })),
  );
  const lines = items.map((item, index) => priceLine(item, stock[index] as Purchasable));
  const delivery = needsDelivery(lines);
  if (delivery && !sentAddress) throw badRequest(DELIVERY_ADDRESS_REQUIRED);
  // Digital products alone are downloaded: no address, no method, no shipping fee.
  const shippingAddress = delivery ? sentAddress : null;
  const shippingMethod: ShippingMethod | null = delivery ? (request.shippingMethod ?? DEFAULT_SHIPPING_METHOD) : null;
  const hasPreorderItems = lines.some((line) => line.isPreorder);
  const methodProblem = paymentMethodRefusal(request.paymentMethod, shippingMethod, hasPreorderItems);
  if (methodProblem) throw badRequest(methodProblem);
  const opening = openingState(request.paymentMethod, now, limits.pickupHoldDays);
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const totals = checkoutTotals(subtotal, shippingMethod, shippingAddress?.state ?? '');
  const totalProblem = orderTotalError(totals.total);
  if (totalProblem) throw badRequest(totalProblem);
  const id = newId('ord');
  const short = await reserveAll(tx, lines, { reason: 'order', actorId: userId, orderId: id, note: null, at: now });
  if (short) throw badRequest(stockShortageMessage(short.line.title, short.available), { canPreorder: short.line.preorderAllowed });
  const [sequence] = await tx.query<{ value: string }>("select nextval('order_number_seq')::text as value");
  const [order] = await tx.query<OrderRow>(
    `insert into orders (id, order_number, user_id, payment_status, payment_method, fulfillment_method, shipping_method,
       shipping_address, subtotal, shipping_cost, amount, notes, has_preorder_items, estimated_delivery_date, status_history, created_at, updated_at, hold_from,
       status, pickup_hold_until)
     values ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $15, $16, $17) returning *`,
    [
      id,
      formatOrderNumber(now.getUTCFullYear(), Number(sequence?.value)),
      userId,
      request.paymentMethod,
      hasPreorderItems ? 'preorder' : 'standard',
      shippingMethod,
      shippingAddress && JSON.stringify(shippingAddress),
      totals.subtotal,
      totals.shipping,
      totals.total,
      request.notes?.trim() ?? '',
      hasPreorderItems,
      shippingMethod && estimatedDeliveryDate(shippingMethod, hasPreorderItems, now),
      JSON.stringify(opening.history),
      now,
      opening.status,
      opening.holdUntil,
    ],
  );
  if (!order) throw new HttpError(500, 'Failed to create order');
  await insertLines(tx, id, lines);
  return order;
}

/** Every line of the order in one statement. */
async function insertLines(tx: Queryable, orderId: string, lines: readonly PricedLine[]): Promise<void> {
  const rows = lines.map((line, position) => ({
    position,
    product_id: line.productId,
    variant_id: line.variantId,
    title: line.title,
    image: line.image,
    quantity: line.quantity,
    price: line.price,
    discount: line.discount,
    selected_attributes: line.selectedAttributes,
    is_preorder: line.isPreorder,
    is_digital: line.isDigital,
    reserved: line.units,
    cart_key: cartKey(line.productId, line.variantId, line.isPreorder),
  }));
  await tx.query(
    `insert into order_items (order_id, position, product_id, variant_id, title, image, quantity, price, discount, selected_attributes,
       is_preorder, is_digital, reserved, cart_key)
     select $1, position, product_id, variant_id, title, image, quantity, price, discount, selected_attributes,
       is_preorder, is_digital, reserved, cart_key
       from jsonb_to_recordset($2::jsonb) as line(position integer, product_id text, variant_id text, title text, image text, quantity integer,
         price bigint, discount integer, selected_attributes jsonb, is_preorder boolean, is_digital boolean, reserved integer, cart_key text)`,
    [orderId, JSON.stringify(rows)],
  );
}
