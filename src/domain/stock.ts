/** Stock and availability labels. */

/** At or below this many, stock counts as low. */
export const LOW_STOCK_THRESHOLD = 5;

export type Availability = 'in-stock' | 'preorder' | 'sold-out';

export type StockedProduct = {
  stock: number;
  preorder?: { allowed?: boolean | null } | null;
};

export type ProductAvailability = {
  status: Availability;
  /** Short badge text: 'In Stock', 'Pre-order' or 'Sold Out'. */
  label: string;
  /** Longer text next to the stock indicator. */
  detail: string;
  /** Sold-out products cannot be put in the cart. */
  cartButtonDisabled: boolean;
};

const IN_STOCK: ProductAvailability = {
  status: 'in-stock',
  label: 'In Stock',
  detail: 'In Stock',
  cartButtonDisabled: false,
};
const PREORDER: ProductAvailability = {
  status: 'preorder',
  label: 'Pre-order',
  detail: 'Pre-order Available',
  cartButtonDisabled: false,
};
const SOLD_OUT: ProductAvailability = {
  status: 'sold-out',
  label: 'Sold Out',
  detail: 'Sold Out',
  cartButtonDisabled: true,
};

export function productAvailability(product: StockedProduct): ProductAvailability {
  if (product.stock > 0) return IN_STOCK;
  return product.preorder?.allowed === true ? PREORDER : SOLD_OUT;
}

/** Teasers (home, blog) know no pre-order flag: anything not in stock reads Pre-order. */
export function teaserStockLabel(stock: number): 'In Stock' | 'Pre-order' {
  return stock > 0 ? 'In Stock' : 'Pre-order';
}

/** The product page offers the pre-order checkbox only when nothing is in stock. */
export function showsPreorderCheckbox(stock: number): boolean {
  return stock <= 0;
}

export function addToCartButtonLabel(preorderTicked: boolean): 'Pre-order Now' | 'Add to Cart' {
  return preorderTicked ? 'Pre-order Now' : 'Add to Cart';
}

/**
 * Variant stock: above 5 'In stock', 1 to 5 '{n} left', 0 or less 'Pre-order available' when the
 * product allows pre-order, else 'Sold Out' (nothing can be bought or pre-ordered).
 */
export function variantStockLabel(stock: number, preorderAllowed: boolean): string {
  if (stock > LOW_STOCK_THRESHOLD) return 'In stock';
  if (stock > 0) return `${stock} left`;
  return preorderAllowed ? 'Pre-order available' : SOLD_OUT.detail;
}

export const PREORDER_LINE_NOTE = 'Pre-order item - Ships in 7–14 days';

export type CartLineStock = { isAvailable?: boolean | null; availableStock?: number | null };

/**
 * The note under a cart line. An unavailable line is a pre-order. An available line with
 * 1 to 5 left warns 'Only N left in stock'; 0 left on an available line would read
 * 'Only 0 left', which is never true of something the shopper can still buy, so no note.
 */
export function cartLineStockNote(line: CartLineStock): string | null {
  if (line.isAvailable === false) return PREORDER_LINE_NOTE;
  const stock = line.availableStock ?? 0;
  if (stock > 0 && stock <= LOW_STOCK_THRESHOLD) return `Only ${stock} left in stock`;
  return null;
}
