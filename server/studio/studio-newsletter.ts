import type { components } from '../../src/api/schema.gen.ts';
import { STUDIO_SUBSCRIBERS_PAGE_SIZE, type SubscriberStatus } from '../../src/domain/newsletter-subscribers.ts';
import { normalizeEmail } from '../../src/domain/validation/email.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { containing } from '../db/like-pattern.ts';
import type { StudioActor } from '../http/app-env.ts';
import { notFound } from '../http/http-error.ts';
import { unsubscribeAddress } from '../newsletter/subscriber-repository.ts';
import { recordAudit } from './audit-log.ts';

type StudioSubscriber = components['schemas']['StudioSubscriber'];

export const SUBSCRIBER_NOT_FOUND = 'No subscriber has this email address';
export const STAFF_UNSUBSCRIBED = 'Unsubscribed';
export const ALREADY_UNSUBSCRIBED = 'This address was already unsubscribed';

export interface SubscriberFilters {
  readonly search?: string | undefined;
  readonly status?: SubscriberStatus | undefined;
}

interface SubscriberRow {
  email: string;
  created_at: Date;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  source: string | null;
}

const STATUS = `case when unsubscribed_at is not null then 'unsubscribed' when confirmed_at is not null then 'confirmed' else 'pending' end`;

function subscriberOf(row: SubscriberRow): StudioSubscriber {
  return {
    email: row.email,
    subscribedAt: row.created_at.toISOString(),
    status: row.unsubscribed_at ? 'unsubscribed' : row.confirmed_at ? 'confirmed' : 'pending',
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribed_at?.toISOString() ?? null,
    source: row.source,
  };
}

function whereOf(filters: SubscriberFilters): { where: string; values: unknown[] } {
  const text = filters.search?.trim() ?? '';
  return {
    where: `($1 = '' or email ilike $2 or source ilike $2) and ($3::text is null or ${STATUS} = $3)`,
    values: [text, containing(text), filters.status ?? null],
  };
}

const SELECT = 'select email, created_at, confirmed_at, unsubscribed_at, source from newsletter_subscribers';

/** One page of the subscribers, newest first, searched by email or source and filtered by state. */
export async function listStudioSubscribers(
  db: Queryable,
  filters: SubscriberFilters,
  page: number,
): Promise<{ subscribers: StudioSubscriber[]; total: number }> {
  const { where, values } = whereOf(filters);
  const [rows, [count]] = await Promise.all([
    db.query<SubscriberRow>(`${SELECT} where ${where} order by created_at desc, email desc limit $4 offset $5`, [
      ...values,
      STUDIO_SUBSCRIBERS_PAGE_SIZE,
      (page - 1) * STUDIO_SUBSCRIBERS_PAGE_SIZE,
    ]),
    db.query<{ total: number }>(`select count(*)::int as total from newsletter_subscribers where ${where}`, values),
  ]);
  return { subscribers: rows.map(subscriberOf), total: count?.total ?? 0 };
}

/** The subscribers the same search and filter select, newest first, at most `limit`: the CSV export's rows. */
export async function exportStudioSubscribers(db: Queryable, filters: SubscriberFilters, limit: number): Promise<StudioSubscriber[]> {
  const { where, values } = whereOf(filters);
  const rows = await db.query<SubscriberRow>(`${SELECT} where ${where} order by created_at desc, email desc limit $4`, [...values, limit]);
  return rows.map(subscriberOf);
}

/** Staff take an address off the list; recorded in the audit log when it changes anything. */
export async function unsubscribeByStaff(
  deps: AppDeps,
  actor: StudioActor,
  rawEmail: string,
): Promise<{ message: string; subscriber: StudioSubscriber }> {
  const email = normalizeEmail(rawEmail);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.query<SubscriberRow>(`${SELECT} where email = $1`, [email]);
    if (!before) throw notFound(SUBSCRIBER_NOT_FOUND);
    const done = await unsubscribeAddress(tx, email, now);
    const [after] = await tx.query<SubscriberRow>(`${SELECT} where email = $1`, [email]);
    const subscriber = subscriberOf(after ?? before);
    if (!done?.wasSubscribed) return { message: ALREADY_UNSUBSCRIBED, subscriber };
    await recordAudit(tx, {
      actor,
      action: 'newsletter.unsubscribe',
      subject: email,
      before: { status: subscriberOf(before).status },
      after: { status: subscriber.status },
      at: now,
    });
    return { message: STAFF_UNSUBSCRIBED, subscriber };
  });
}
