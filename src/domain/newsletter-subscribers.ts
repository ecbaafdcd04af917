/**
 * The newsletter's subscribers as the studio sees them: their states, their CSV, the longest source
 * kept, and the texts of unsubscribing.
 */
import { formatDateTime } from './dates.ts';
import { csvLine } from './orders-csv.ts';

export const SUBSCRIBER_STATUSES = ['confirmed', 'pending', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const SUBSCRIBER_STATUS_LABELS: Readonly<Record<SubscriberStatus, string>> = {
  confirmed: 'Confirmed',
  pending: 'Pending confirmation',
  unsubscribed: 'Unsubscribed',
};

export const STUDIO_SUBSCRIBERS_PAGE_SIZE = 50;
/** The most subscribers one CSV export holds. */
export const SUBSCRIBERS_EXPORT_LIMIT = 10_000;
/** The longest source kept: a page's path is short, anything longer is cut. */
export const SOURCE_MAX_LENGTH = 200;

export const UNSUBSCRIBED = 'You are unsubscribed. You will get no more newsletters from the studio.';
export const INVALID_UNSUBSCRIBE_LINK = 'Invalid unsubscribe link';

/** The source as kept: trimmed, at most 200 characters; null when blank or absent. */
export function subscriptionSource(raw: string | undefined): string | null {
  const source = (raw ?? '').trim().slice(0, SOURCE_MAX_LENGTH);
  return source === '' ? null : source;
}

export const SUBSCRIBERS_CSV_COLUMNS = ['Email', 'Subscribed', 'Status', 'Confirmed', 'Unsubscribed', 'Source'] as const;

export interface CsvSubscriber {
  readonly email: string;
  readonly subscribedAt: string;
  readonly status: SubscriberStatus;
  readonly confirmedAt: string | null;
  readonly unsubscribedAt: string | null;
  readonly source: string | null;
}

/** Header plus one CRLF-separated row per subscriber; every cell is defused against formulas. */
export function subscribersCsv(subscribers: readonly CsvSubscriber[]): string {
  const rows = subscribers.map((subscriber) =>
    csvLine([
      subscriber.email,
      formatDateTime(subscriber.subscribedAt),
      SUBSCRIBER_STATUS_LABELS[subscriber.status],
      subscriber.confirmedAt ? formatDateTime(subscriber.confirmedAt) : '',
      subscriber.unsubscribedAt ? formatDateTime(subscriber.unsubscribedAt) : '',
      subscriber.source ?? '',
    ]),
  );
  return [csvLine([...SUBSCRIBERS_CSV_COLUMNS]), ...rows].join('\r\n') + '\r\n';
}

/** 'newsletter-subscribers_2026-11-26.csv'. */
export function subscribersCsvName(day: string): string {
  return `newsletter-subscribers_${day}.csv`;
}
