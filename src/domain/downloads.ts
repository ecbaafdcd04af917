/** Digital product downloads. */

import { formatDateTime } from './dates.ts';

export const DOWNLOADABLE_ORDER_STATUSES: readonly string[] = ['confirmed', 'shipped', 'delivered'];

export type DownloadableItem = { isDigital?: boolean | null };
export type PaidOrder = { status: string; paymentStatus?: string | null };

/** A download shows for a digital item of a confirmed, shipped or delivered order that is paid. */
export function showsDigitalDownload(item: DownloadableItem, order: PaidOrder): boolean {
  return item.isDigital === true && DOWNLOADABLE_ORDER_STATUSES.includes(order.status) && order.paymentStatus === 'paid';
}

export type DownloadGrant = {
  orderId?: string | null;
  downloadsUsed: number;
  downloadLimit?: number | null;
  /** ISO date-time or Date; absent means the grant never expires. */
  expiryDate?: string | Date | null;
};

export const DOWNLOAD_EXPIRED = 'Download expired';
export const DOWNLOAD_LIMIT_REACHED = 'Download limit reached';

export type GrantState = { usable: true } | { usable: false; reason: typeof DOWNLOAD_EXPIRED | typeof DOWNLOAD_LIMIT_REACHED };

/**
 * Whether a grant can still be downloaded at `now`. Expiry is checked first: an expired grant
 * reads 'Download expired' even if its limit is also used up, since nothing can revive it.
 */
export function grantState(grant: DownloadGrant, now: Date): GrantState {
  if (grant.expiryDate != null && new Date(grant.expiryDate).getTime() <= now.getTime()) {
    return { usable: false, reason: DOWNLOAD_EXPIRED };
  }
  if (grant.downloadLimit != null && grant.downloadsUsed >= grant.downloadLimit) {
    return { usable: false, reason: DOWNLOAD_LIMIT_REACHED };
  }
  return { usable: true };
}

/**
 * When a grant stops working, in the tense that is true at `now`: 'Expires {date}' before,
 * 'Expired {date}' from the moment it expired (the moment grantState calls it expired).
 */
export function grantExpiryText(grant: DownloadGrant, now: Date): string {
  if (grant.expiryDate == null) return 'Never expires';
  const verb = new Date(grant.expiryDate).getTime() <= now.getTime() ? 'Expired' : 'Expires';
  return `${verb} ${formatDateTime(grant.expiryDate)}`;
}

/** Downloads left, or null for an unlimited grant. */
export function downloadsRemaining(grant: DownloadGrant): number | null {
  return grant.downloadLimit == null ? null : Math.max(0, grant.downloadLimit - grant.downloadsUsed);
}

/** GET user/digital-products returns every grant; an order's view keeps its own. */
export function grantsForOrder<G extends DownloadGrant>(grants: readonly G[], orderId: string): G[] {
  return grants.filter((grant) => grant.orderId === orderId);
}
