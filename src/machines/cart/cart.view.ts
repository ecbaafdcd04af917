import type { SnapshotFrom } from 'xstate';
import { cartAmount, cartCount, lineTotal, MAX_QUANTITY_WITHOUT_STOCK, NO_LONGER_AVAILABLE_NOTE } from '../../domain/cart.ts';
import { finalPrice, formatNaira } from '../../domain/money.ts';
import { preCheckoutTotals } from '../../domain/shipping.ts';
import { cartLineStockNote } from '../../domain/stock.ts';
import { lineStockLimit, type cartMachine } from './cart.machine.ts';

export interface CartLineView {
  readonly key: string;
  readonly href: string;
  readonly title: string;
  readonly image: string | null;
  /** 'Color: Black, Size: M', or null without chosen options. */
  readonly options: string | null;
  readonly unitPrice: string;
  readonly total: string;
  readonly quantity: number;
  /**
   * What the quantity field shows: the text as typed while the shopper types (a cleared field stays
   * empty; the machine decides what it means once typing stops), else the quantity.
   */
  readonly value: string;
  readonly max: number;
  /** 'Pre-order item - Ships in 7–14 days', 'Only N left in stock', or 'No longer available' (the studio took it out of the shop: it can only be removed). */
  readonly stockNote: string | null;
  /** Whether minus, plus and Remove act now. A control that cannot act stays focusable (aria-disabled). */
  readonly canDecrement: boolean;
  readonly canIncrement: boolean;
  readonly canEdit: boolean;
  /** This line's change is in flight. */
  readonly busy: boolean;
}

export interface CartView {
  /** 'failed': the cart could not be loaded (not the same as empty); 'cart.load' tries again. */
  readonly status: 'loading' | 'failed' | 'empty' | 'ready';
  readonly count: number;
  readonly drawerTitle: string;
  readonly itemsHeading: string;
  readonly lines: readonly CartLineView[];
  readonly subtotal: string;
  readonly estimatedTotal: string;
  /** A change is in flight: every quantity control waits for it. */
  readonly busy: boolean;
}

function optionsText(attributes: Record<string, string>): string | null {
  const entries = Object.entries(attributes);
  return entries.length === 0
    ? null
    : entries.map(([name, value]) => `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${value}`).join(', ');
}

/**
 * The cart drawer and the /cart page, from the session's cart. `awaitingUser`: the session is still
 * loading the signed-in user, and the cart loads right after it, so an empty cart is not news yet.
 */
export function cartView(snapshot: SnapshotFrom<typeof cartMachine>, awaitingUser = false): CartView {
  const { items, pending, draft } = snapshot.context;
  const busy = pending !== null;
  // While the cart is read again (after an add elsewhere, a login) the lines read last stay on
  // screen, but a change to them would be dropped: their controls wait, disabled, for the answer.
  const locked = busy || snapshot.matches('loading');
  const count = cartCount(items);
  const amount = cartAmount(items);
  const status = snapshot.matches('loadFailed')
    ? 'failed'
    : items.length > 0
      ? 'ready'
      : snapshot.matches('loading') || awaitingUser
        ? 'loading'
        : 'empty';
  return {
    status,
    count,
    drawerTitle: `My Cart (${count})`,
    itemsHeading: `Cart Items (${count})`,
    lines: items.map((line) => {
      const max = lineStockLimit(line) ?? MAX_QUANTITY_WITHOUT_STOCK;
      const discontinued = line.product.isDiscontinued;
      return {
        key: line.key,
        href: `/shop/${line.productId}`,
        title: line.product.title,
        image: line.product.image,
        options: optionsText(line.selectedAttributes),
        unitPrice: formatNaira(finalPrice(line.product)),
        total: formatNaira(lineTotal(line)),
        quantity: line.quantity,
        value: draft?.cartKey === line.key ? String(draft.value) : String(line.quantity),
        max,
        stockNote: discontinued ? NO_LONGER_AVAILABLE_NOTE : cartLineStockNote(line.isPreorder ? { isAvailable: false } : line.product),
        canDecrement: !locked,
        canIncrement: !locked && !discontinued && line.quantity < max,
        canEdit: !locked,
        busy: pending?.cartKey === line.key,
      };
    }),
    subtotal: formatNaira(amount),
    estimatedTotal: formatNaira(preCheckoutTotals(amount).total),
    busy,
  };
}
