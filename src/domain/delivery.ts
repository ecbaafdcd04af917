/** Which orders need a delivery: digital products (courses, guides) are downloaded, never shipped. */

export type DeliveryLine = { readonly isDigital?: boolean | null };

/** Any line that is not a digital product needs an address and a shipping method; digital lines alone need neither. */
export function needsDelivery(lines: readonly DeliveryLine[]): boolean {
  return lines.some((line) => line.isDigital !== true);
}

/** Checkout and the order say this where an order of digital products alone would show its delivery. */
export const NO_DELIVERY_NEEDED = 'No delivery needed: your downloads are in My Orders once the payment is received.';

/** The shipping method an order without delivery shows on its receipt. */
export const DIGITAL_DELIVERY_NAME = 'Digital download (no delivery)';

/** An order with physical lines and no address: the same words checkout uses. */
export const DELIVERY_ADDRESS_REQUIRED = 'Please select a delivery address';
