import type { components } from '../../src/api/schema.gen.ts';
import type { Queryable } from '../db/database.ts';
import type { StudioActor } from '../http/app-env.ts';
import { newId } from '../platform/ids.ts';

type AuditEntry = components['schemas']['StudioAuditEntry'];

/** The operator's key, for scripts and tests that act as it. */
export const OPERATOR: StudioActor = { id: null, role: 'operator' };

export const AUDIT_PAGE_SIZE = 50;

export interface AuditRecord {
  readonly actor: StudioActor;
  /** What was done, e.g. `order.move`. */
  readonly action: string;
  /** What it was done to: an order number, an email address. */
  readonly subject: string;
  readonly before: Record<string, unknown> | null;
  readonly after: Record<string, unknown> | null;
  readonly at: Date;
}

/** Records one studio action; called inside the transaction that makes the change, so neither exists without the other. */
export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.query('insert into studio_audit (id, at, actor_id, action, subject, before, after) values ($1, $2, $3, $4, $5, $6, $7)', [
    newId('aud'),
    record.at,
    record.actor.id,
    record.action,
    record.subject,
    record.before === null ? null : JSON.stringify(record.before),
    record.after === null ? null : JSON.stringify(record.after),
  ]);
}

interface AuditRow {
  id: string;
  at: Date;
  action: string;
  subject: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  total: number;
}

/** One page of the log, newest first. */
export async function listAudit(db: Queryable, page: number): Promise<{ entries: AuditEntry[]; total: number }> {
  const rows = await db.query<AuditRow>(
    `select a.id, a.at, a.action, a.subject, a.before, a.after, a.actor_id, u.name as actor_name, u.email as actor_email,
            count(*) over ()::int as total
       from studio_audit a left join users u on u.id = a.actor_id
      order by a.at desc, a.id desc limit $1 offset $2`,
    [AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE],
  );
  const total = rows[0]?.total ?? (page > 1 ? await countAudit(db) : 0);
  return {
    total,
    entries: rows.map((row) => ({
      _id: row.id,
      at: row.at.toISOString(),
      actor: row.actor_id ? { _id: row.actor_id, name: row.actor_name ?? '', email: row.actor_email ?? '' } : null,
      action: row.action,
      subject: row.subject,
      before: row.before,
      after: row.after,
    })),
  };
}

async function countAudit(db: Queryable): Promise<number> {
  const [row] = await db.query<{ total: number }>('select count(*)::int as total from studio_audit');
  return row?.total ?? 0;
}
