import { directoryStorage } from '../media/file-storage.ts';
import type { MailMessage } from './mailer.ts';

/** What one mail file holds: the message and when it was queued. */
export interface MailFile extends MailMessage {
  readonly id: string;
  readonly createdAt: string;
}

/**
 * Writes a queued mail as JSON under `folder`, so a developer (or a browser test) can open the
 * newest mail for an address without a database client. Names sort by time. The storage writes
 * beside the name and renames into place: a reader that lists `*.json` never opens a mail half written.
 */
export async function writeMailFile(folder: string, mail: MailFile): Promise<void> {
  const stamp = mail.createdAt.replace(/[:.]/g, '-');
  await directoryStorage(folder).put(`${stamp}_${mail.id}.json`, Buffer.from(`${JSON.stringify(mail, null, 2)}\n`));
}
