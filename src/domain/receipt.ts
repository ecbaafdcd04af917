/** The order receipt as plain text and as HTML: what the payment mail lists, one line each. */
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

/** The receipt's parts, in order: each part is a block of lines. */
function receiptParts(order: ReceiptOrder): { heading: string; lines: string[]; totals: string[]; delivery: string[] } {
  return {
    heading: `Order ${order.orderNumber}`,
    lines: order.items.map(
      (item) => `${item.title} x${item.quantity} @ ${formatNaira(item.price)} = ${formatNaira(item.price * item.quantity)}`,
    ),
    totals: [
      `Subtotal: ${formatNaira(order.subtotal)}`,
      ...(order.discount ? [`Discount (${order.discount.code}): -${formatNaira(order.discount.appliedAmount)}`] : []),
      `Shipping: ${formatNaira(order.shipping.cost)}`,
      `Total: ${formatNaira(order.amount)}`,
    ],
    delivery: deliveryLines(order),
  };
}

/** Lines with quantities and prices, the discount, shipping and total, the delivery or pickup, and the order's link. */
export function receiptText(order: ReceiptOrder, orderUrl: string): string {
  const parts = receiptParts(order);
  return [parts.heading, '', ...parts.lines, '', ...parts.totals, '', ...parts.delivery, '', `Your order: ${orderUrl}`].join('\n');
}

/** Text made safe inside HTML, in element content and in quoted attributes alike. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function htmlBlock(lines: readonly string[]): string {
  return `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
}

/**
 * The same mail as HTML, for the alternative part beside the plain text: `intro` (the greeting and
 * what happened, one paragraph per block), then the receipt's parts and the order's link. Every
 * text is escaped: titles, names and addresses come from people.
 */
export function receiptHtml(order: ReceiptOrder, orderUrl: string, intro: readonly (readonly string[])[]): string {
  const parts = receiptParts(order);
  const url = escapeHtml(orderUrl);
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"></head><body>',
    ...intro.map(htmlBlock),
    `<h2>${escapeHtml(parts.heading)}</h2>`,
    `<ul>${parts.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    htmlBlock(parts.totals),
    htmlBlock(parts.delivery),
    `<p>Your order: <a href="${url}">${url}</a></p>`,
    '</body></html>',
  ].join('\n');
}
