/** New download grants; defaults DOWNLOAD_LIMIT 5, DOWNLOAD_DAYS 7. */

export const DEFAULT_DOWNLOAD_LIMIT = 5;
export const DEFAULT_DOWNLOAD_DAYS = 7;
/** A signed download link works for ten minutes. */
export const DOWNLOAD_LINK_MINUTES = 10;

export function grantExpiry(grantedAt: Date, days: number): Date {
  return new Date(grantedAt.getTime() + days * 24 * 60 * 60 * 1000);
}

/** Whether a signed link is still valid at `now` (expiry in whole seconds since the epoch). */
export function linkIsLive(expiresAtSeconds: number, now: Date): boolean {
  return now.getTime() < expiresAtSeconds * 1000;
}

export function linkExpiry(now: Date): number {
  return Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_MINUTES * 60;
}
