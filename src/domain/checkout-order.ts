/** What checkout derives from the cart and the address book. */

export type CheckoutAddress = {
  _id: string;
  fullName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email?: string | null;
  landmark?: string | null;
  isDefault: boolean;
};

export type CheckoutLine = {
  productId: string;
  variantId: string | null;
  quantity: number;
  selectedAttributes: Record<string, string>;
  isPreorder: boolean;
  product: { isAvailable: boolean };
};

/** The address the order goes to: the shopper's choice while it exists, else the default, else the first. */
export function chosenAddress<A extends CheckoutAddress>(addresses: readonly A[], selectedId: string | null): A | null {
  return addresses.find((address) => address._id === selectedId) ?? addresses.find((address) => address.isDefault) ?? addresses[0] ?? null;
}

/** Any pre-order line (or one that can no longer ship now) makes every delivery estimate longer. */
export function hasPreorderLines(lines: readonly CheckoutLine[]): boolean {
  return lines.some((line) => line.isPreorder || !line.product.isAvailable);
}

/** The order's lines as POST /order/create takes them; prices are the server's. */
export function orderItems(lines: readonly CheckoutLine[]) {
  return lines.map(({ productId, variantId, quantity, selectedAttributes, isPreorder }) => ({
    productId,
    variantId,
    quantity,
    selectedAttributes,
    isPreorder,
  }));
}

/** The delivery address as the order carries it (billing is the same address); no empty email or landmark. */
export function shippingAddressOf(address: CheckoutAddress) {
  const { fullName, city, state, zipCode, phone } = address;
  const email = address.email?.trim() ?? '';
  const landmark = address.landmark?.trim() ?? '';
  return {
    fullName,
    address: address.address,
    city,
    state,
    zipCode,
    phone,
    ...(email === '' ? {} : { email }),
    ...(landmark === '' ? {} : { landmark }),
  };
}

type OrderLineKey = { productId: string; variantId?: string | null; quantity: number; isPreorder?: boolean };
type OrderShape = {
  items: readonly OrderLineKey[];
  /** Absent or null for digital products alone, which need no delivery. */
  shippingMethod?: string | null;
  shippingAddress?: {
    fullName: string;
    address: string;
    city: string;
    state: string;
    zipCode: string;
    phone: string;
    email?: string | null;
    landmark?: string | null;
  } | null;
  notes?: string | null;
  /** Left out means paying online. */
  paymentMethod?: string | null;
};

function lineKeys(items: readonly OrderLineKey[]): string[] {
  return items.map((line) => JSON.stringify([line.productId, line.variantId ?? null, line.quantity, line.isPreorder === true])).sort();
}

function addressKey(address: OrderShape['shippingAddress']): string {
  if (!address) return 'none';
  const { fullName, city, state, zipCode, phone } = address;
  return JSON.stringify([
    fullName,
    address.address,
    city,
    state,
    zipCode,
    phone,
    address.email?.trim() ?? '',
    address.landmark?.trim() ?? '',
  ]);
}

/**
 * Whether an order already placed is the one checkout would place now: the same lines (in any
 * order), delivery address, shipping method, notes and way of paying. Paying it again is then the same purchase,
 * and no second order is placed beside it.
 */
export function isSameOrder(placed: OrderShape, wanted: OrderShape): boolean {
  const a = lineKeys(placed.items);
  const b = lineKeys(wanted.items);
  return (
    a.length === b.length &&
    a.every((key, index) => key === b[index]) &&
    (placed.shippingMethod ?? null) === (wanted.shippingMethod ?? null) &&
    addressKey(placed.shippingAddress) === addressKey(wanted.shippingAddress) &&
    (placed.notes?.trim() ?? '') === (wanted.notes?.trim() ?? '') &&
    (placed.paymentMethod ?? 'paystack') === (wanted.paymentMethod ?? 'paystack')
  );
}
