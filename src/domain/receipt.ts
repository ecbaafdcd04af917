/** The order receipt as plain text: what the payment mail lists, one line each. */
import { DIGITAL_DELIVERY_NAME, NO_DELIVERY_NEEDED } from './delivery.ts';
import { formatNaira } from './money.ts';
import { displayPhone } from './phone.ts';
import { isShippingMethod, SHIPPING_METHOD_NAMES } from './shipping.ts';

export type ReceiptOrder = {
  readonly orderNumber: string;
  readonly items: readonly { readonly title: string; readonly quantity: number; readonly price: number }[];
  readonly subtotal: number;
  readonly shipping: { readonly cost: number };
  readonly discount?: { readonly code: string; readonly appliedAmount: number } | null;
  readonly amount: number;
  readonly shippingMethod: string | null;
  readonly shippingAddress: {
    readonly fullName: string;
    readonly address: string;
    readonly landmark?: string | null;
    readonly city: string;
    readonly state: string;
    readonly zipCode: string;
    readonly phone: string;
  } | null;
};

function deliveryLines(order: ReceiptOrder): string[] {
  const address = order.shippingAddress;
  if (order.shippingMethod === null || address === null) return [`Delivery: ${DIGITAL_DELIVERY_NAME}`, NO_DELIVERY_NEEDED];
  const method = isShippingMethod(order.shippingMethod) ? SHIPPING_METHOD_NAMES[order.shippingMethod] : order.shippingMethod;
  const place = `${address.city}, ${address.state} ${address.zipCode}`.trim();
  return [
    order.shippingMethod === 'pickup' ? `Pickup: ${method}, at the studio; we hold it for ${address.fullName}` : `Delivery: ${method} to`,
    ...(order.shippingMethod === 'pickup'
      ? []
      : [address.fullName, address.address, ...(address.landmark ? [address.landmark] : []), place]),
    `Phone: ${displayPhone(address.phone)}`,
  ];
}

/** Lines with quantities and prices, the discount, shipping and total, the delivery or pickup, and the order's link. */
export function receiptText(order: ReceiptOrder, orderUrl: string): string {
  return [
    `Order ${order.orderNumber}`,
    '',
    ...order.items.map(
      (item) => `${item.title} x${item.quantity} @ ${formatNaira(item.price)} = ${formatNaira(item.price * item.quantity)}`,
    ),
    '',
    `Subtotal: ${formatNaira(order.subtotal)}`,
    ...(order.discount ? [`Discount (${order.discount.code}): -${formatNaira(order.discount.appliedAmount)}`] : []),
    `Shipping: ${formatNaira(order.shipping.cost)}`,
    `Total: ${formatNaira(order.amount)}`,
    '',
    ...deliveryLines(order),
    '',
    `Your order: ${orderUrl}`,
  ].join('\n');
}
