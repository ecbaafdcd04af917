import type { Database } from '../db/database.ts';
import type { Clock } from '../platform/clock.ts';
import { newId } from '../platform/ids.ts';
import type { Logger } from '../platform/logger.ts';
import { writeMailFile } from './mail-files.ts';
import { oneLineSubject, type Mailer } from './mailer.ts';

const LINK = /https?:\/\/\S+/g;

/**
 * The default mailer: keeps every mail in the mail_outbox table and prints its links to the
 * server log, so verification and reset work on a machine without a mail server. With a folder,
 * each mail is also written there as a JSON file (see mail-files.ts).
 */
export function outboxMailer(db: Database, clock: Clock, log: Logger, folder?: string): Mailer {
  return {
    async send(sent) {
      const message = { ...sent, subject: oneLineSubject(sent.subject) };
      const id = newId('mail');
      const createdAt = clock();
      await db.query(
        'insert into mail_outbox (id, to_address, subject, text_body, html_body, headers, created_at) values ($1, $2, $3, $4, $5, $6, $7)',
        [
          id,
          message.to,
          message.subject,
          message.text,
          message.html ?? null,
          message.headers ? JSON.stringify(message.headers) : null,
          createdAt,
        ],
      );
      if (folder) await writeMailFile(folder, { id, createdAt: createdAt.toISOString(), ...message });
      const links = message.text.match(LINK) ?? [];
      log.info(`[mail] to ${message.to}: ${message.subject}${links.map((link) => `\n  ${link}`).join('')}`);
    },
  };
}
