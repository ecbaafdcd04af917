import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/accounts-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('mail to the outbox (no SMTP_URL)', () => {
  let server: TestServer;
  let folder: string;
  beforeAll(async () => {
    folder = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-test-')), 'outbox');
    server = await startTestServer({ mailFolder: folder });
  });
  afterAll(async () => {
    await server.close();
    rmSync(path.dirname(folder), { recursive: true, force: true });
  });

  it('keeps the mail in the table, prints its link, and writes it as a JSON file', async () => {
    const email = uniqueEmail('outbox');
    const response = await server.api('POST', '/user/register', { body: { name: 'Tunde Bakare', email, password: 'Photo2026' } });
    expect(response.status).toBe(201);

    const rows = await server.db.query<{ id: string; subject: string }>('select id, subject from mail_outbox where to_address = $1', [
      email,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toBe('Verify your email address');
    expect(server.logs.some((line) => line.includes(`[mail] to ${email}: Verify your email address`))).toBe(true);

    const files = readdirSync(folder);
    expect(files).toEqual([`${server.now.toISOString().replace(/[:.]/g, '-')}_${rows[0]?.id}.json`]);
    const mail = JSON.parse(readFileSync(path.join(folder, files[0] ?? ''), 'utf8')) as Record<string, string>;
    expect(mail).toMatchObject({ id: rows[0]?.id, to: email, subject: 'Verify your email address', createdAt: server.now.toISOString() });
    expect(mail.text).toMatch(/http:\/\/shop\.test\/verify-email\/[A-Za-z0-9_-]{43}/);
  });
});
