import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage } from './mailer.ts';

/** What one mail file holds: the message and when it was queued. */
export interface MailFile extends MailMessage {
  readonly id: string;
  readonly createdAt: string;
}

/**
 * Writes a queued mail as JSON under `folder`, so a developer (or a browser test) can open the
 * newest mail for an address without a database client. Names sort by time.
 */
export async function writeMailFile(folder: string, mail: MailFile): Promise<void> {
  await mkdir(folder, { recursive: true });
  const stamp = mail.createdAt.replace(/[:.]/g, '-');
  await writeFile(path.join(folder, `${stamp}_${mail.id}.json`), `${JSON.stringify(mail, null, 2)}\n`);
}
