import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

interface MailFile {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

// playwright.config.ts starts the server on this data directory; the outbox mailer writes each
// mail there as JSON (server/mail/mail-files.ts).
function outboxFolder(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: playwright.config.ts sets it for the test server');
  return path.join(dataDir, 'outbox');
}

/** Every mail so far, oldest first. Only whole files: the server writes a mail beside its .json name and renames it into place. */
function allMails(): MailFile[] {
  let names: string[];
  try {
    names = readdirSync(outboxFolder()).sort();
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(outboxFolder(), name), 'utf8')) as MailFile);
}

function mailsTo(address: string, subject: string): MailFile[] {
  return allMails().filter((mail) => mail.to === address && mail.subject === subject);
}

/** The first link of the newest mail with this subject to this address, waiting for it to arrive. */
export async function linkFromNewestMail(address: string, subject: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = mailsTo(address, subject)
          .at(-1)
          ?.text.match(/https?:\/\/\S+/)?.[0];
        return link;
      },
      { message: `a mail "${subject}" to ${address}` },
    )
    .toBeDefined();
  return new URL(link ?? '');
}

/** The newest mail to this address whose subject contains the text, waiting for it to arrive. */
export async function newestMailMentioning(address: string, text: string): Promise<MailFile> {
  let found: MailFile | undefined;
  await expect
    .poll(
      () => {
        found = allMails()
          .filter((mail) => mail.to === address && mail.subject.includes(text))
          .at(-1);
        return found;
      },
      { message: `a mail mentioning "${text}" to ${address}` },
    )
    .toBeDefined();
  return found as MailFile;
}
