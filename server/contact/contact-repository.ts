import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { StoredContactMessage } from './contact-mails.ts';

// No 0/O or 1/I: a reference read out on the phone must not be ambiguous.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'MSG-20250314-7K2Q': the day it arrived (UTC) and four random characters. */
export function newReferenceId(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const suffix = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `MSG-${day}-${suffix}`;
}

/** Stores the message under a fresh reference id (a clash, rare as it is, just draws again). */
export async function storeContactMessage(
  db: Queryable,
  message: Omit<StoredContactMessage, 'referenceId'>,
  clientAddress: string,
  now: Date,
): Promise<StoredContactMessage> {
  for (;;) {
    const referenceId = newReferenceId(now);
    const rows = await db.query<{ reference_id: string }>(
      `insert into contact_messages (reference_id, name, email, phone, subject, message, client_address, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (reference_id) do nothing returning reference_id`,
      [referenceId, message.name, message.email, message.phone, message.subject, message.message, clientAddress, now],
    );
    if (rows.length > 0) return { referenceId, ...message };
  }
}
