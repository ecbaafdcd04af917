import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage } from './mailer.ts';

/** What one mail file holds: the message and when it was queued. */
export interface MailFile extends MailMessage {
  readonly id: string;
  readonly createdAt: string;
}

/**
 * Writes a queued mail as JSON under `folder`, so a developer (or a browser test) can open the
 * newest mail for an address without a database client. Names sort by time. The file is written
 * under another name and then renamed: a reader that lists `*.json` never opens a mail half written.
 */
export async function writeMailFile(folder: string, mail: MailFile): Promise<void> {
  await mkdir(folder, { recursive: true });
  const stamp = mail.createdAt.replace(/[:.]/g, '-');
  const file = path.join(folder, `${stamp}_${mail.id}.json`);
  await writeFile(`${file}.partial`, `${JSON.stringify(mail, null, 2)}\n`);
  await rename(`${file}.partial`, file);
}
