import type { Database } from '../db/database.ts';
import type { Clock } from '../platform/clock.ts';
import { newId } from '../platform/ids.ts';
import type { Logger } from '../platform/logger.ts';
import type { Mailer } from './mailer.ts';

const LINK = /https?:\/\/\S+/g;

/**
 * The default mailer: keeps every mail in the mail_outbox table and prints its links to the
 * server log, so verification and reset work on a machine without a mail server.
 */
export function outboxMailer(db: Database, clock: Clock, log: Logger): Mailer {
  return {
    async send(message) {
      await db.query('insert into mail_outbox (id, to_address, subject, text_body, created_at) values ($1, $2, $3, $4, $5)', [
        newId('mail'),
        message.to,
        message.subject,
        message.text,
        clock(),
      ]);
      const links = message.text.match(LINK) ?? [];
      log.info(`[mail] to ${message.to}: ${message.subject}${links.map((link) => `\n  ${link}`).join('')}`);
    },
  };
}
