/** How the order pages say that an order waits to be paid at the studio, and how an order is paid. */
import { formatDateTime } from './dates.ts';
import { awaitsPaymentAtStudio, PAY_AT_STUDIO, type PickupOrderState } from './pickup-hold.ts';

/** What the order pages say about an order waiting to be paid at the studio; `until` is the hold's end as shown. */
export function payAtStudioText(until: string): string {
  return `Confirmed, to be paid at the studio (cash, card or POS) when you collect it. We hold it for you until ${until}.`;
}

type HeldOrder = PickupOrderState & { readonly pickupHoldUntil?: string | null };

/** The hold's end as shown, for an order waiting to be paid at the studio; null for any other order. */
function shownHoldEnd(order: HeldOrder): string | null {
  return awaitsPaymentAtStudio(order) && order.pickupHoldUntil ? formatDateTime(order.pickupHoldUntil) : null;
}

/** What the order's receipt says about its hold; '' for an order not waiting to be paid at the studio. */
export function pickupHoldText(order: HeldOrder): string {
  const until = shownHoldEnd(order);
  return until === null ? '' : payAtStudioText(until);
}

/** The same in a list row: 'Pay at the studio by 29 November 2026 at 11:00 am'; '' for other orders. */
export function pickupHoldShortText(order: HeldOrder): string {
  const until = shownHoldEnd(order);
  return until === null ? '' : `Pay at the studio by ${until}`;
}

/** How an order is paid, as its pages name it. */
export function paymentMethodLabel(method: string): string {
  return method === PAY_AT_STUDIO ? 'At the studio (cash, card or POS)' : 'Online (Paystack)';
}
