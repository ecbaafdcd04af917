import type { components } from '../../src/api/schema.gen.ts';
import { MESSAGE_NOT_FOUND, OPERATOR_NAME, STUDIO_INBOX_PAGE_SIZE } from '../../src/domain/studio-inbox.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { containing } from '../db/like-pattern.ts';
import type { StudioActor } from '../http/app-env.ts';
import { notFound } from '../http/http-error.ts';
import { recordAudit } from './audit-log.ts';

type StudioInboxSummary = components['schemas']['StudioInboxSummary'];
type StudioInboxMessage = components['schemas']['StudioInboxMessage'];

interface MessageRow {
  reference_id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  created_at: Date;
  read_at: Date | null;
  handled_at: Date | null;
  handled_by: string | null;
}

// The client's address is never selected: it is kept for throttling, not for the studio to read.
const COLUMNS = 'reference_id, name, email, phone, subject, message, created_at, read_at, handled_at, handled_by';

function summaryOf(row: MessageRow): StudioInboxSummary {
  return {
    referenceId: row.reference_id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    receivedAt: row.created_at.toISOString(),
    read: row.read_at !== null,
    handled: row.handled_at !== null,
  };
}

function messageOf(row: MessageRow): StudioInboxMessage {
  return {
    referenceId: row.reference_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    receivedAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
    handledAt: row.handled_at?.toISOString() ?? null,
    handledBy: row.handled_at ? row.handled_by : null,
  };
}

/** One page of the inbox, newest first, searched by name, email, subject or reference id; and the unread count of the whole inbox. */
export async function listStudioInbox(
  db: Queryable,
  search: string | undefined,
  page: number,
): Promise<{ messages: StudioInboxSummary[]; total: number; unread: number }> {
  const text = search?.trim() ?? '';
  const where = `($1 = '' or name ilike $2 or email ilike $2 or subject ilike $2 or reference_id ilike $2)`;
  const [rows, [count], [unread]] = await Promise.all([
    db.query<MessageRow>(
      `select ${COLUMNS} from contact_messages where ${where} order by created_at desc, reference_id desc limit $3 offset $4`,
      [text, containing(text), STUDIO_INBOX_PAGE_SIZE, (page - 1) * STUDIO_INBOX_PAGE_SIZE],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from contact_messages where ${where}`, [text, containing(text)]),
    db.query<{ total: number }>('select count(*)::int as total from contact_messages where read_at is null'),
  ]);
  return { messages: rows.map(summaryOf), total: count?.total ?? 0, unread: unread?.total ?? 0 };
}

/** Opens one message: read from now on (the first opening's time is kept). */
export async function openStudioMessage(db: Queryable, referenceId: string, now: Date): Promise<StudioInboxMessage> {
  const [row] = await db.query<MessageRow>(
    `update contact_messages set read_at = coalesce(read_at, $2) where reference_id = $1 returning ${COLUMNS}`,
    [referenceId, now],
  );
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return messageOf(row);
}

async function actorName(db: Queryable, actor: StudioActor): Promise<string> {
  if (actor.id === null) return OPERATOR_NAME;
  const [row] = await db.query<{ name: string }>('select name from users where id = $1', [actor.id]);
  return row?.name ?? OPERATOR_NAME;
}

/**
 * Marks a message handled (who and when) or not handled again; marking it as it already is changes
 * nothing. Recorded in the audit log.
 */
export async function setMessageHandled(
  deps: AppDeps,
  actor: StudioActor,
  referenceId: string,
  handled: boolean,
): Promise<StudioInboxMessage> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.query<MessageRow>(`select ${COLUMNS} from contact_messages where reference_id = $1 for update`, [
      referenceId,
    ]);
    if (!before) throw notFound(MESSAGE_NOT_FOUND);
    if ((before.handled_at !== null) === handled) return messageOf(before);
    const by = handled ? await actorName(tx, actor) : null;
    const [after] = await tx.query<MessageRow>(
      `update contact_messages set handled_at = $2, handled_by = $3, read_at = coalesce(read_at, $4) where reference_id = $1 returning ${COLUMNS}`,
      [referenceId, handled ? now : null, by, now],
    );
    await recordAudit(tx, {
      actor,
      action: handled ? 'message.handled' : 'message.unhandled',
      subject: `Message ${referenceId}`,
      before: { handled: before.handled_at !== null, handledBy: before.handled_by },
      after: { handled, handledBy: by },
      at: now,
    });
    return messageOf(after ?? before);
  });
}
