import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../server/mail/smtp-mailer.ts';
import { uniqueEmail } from './support/accounts-helpers.ts';
import { startLocalSmtpServer, type LocalSmtpServer } from './support/local-smtp-server.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('mail through SMTP (SMTP_URL)', () => {
  let smtp: LocalSmtpServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    server = await startTestServer({ mailer: smtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Studio Shop <no-reply@studio-shop.local>') });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('delivers the verification mail with its link to the SMTP server instead of the outbox', async () => {
    const email = uniqueEmail('smtp');
    const response = await server.api('POST', '/user/register', { body: { name: 'Tunde Bakare', email, password: 'Photo2026' } });
    expect(response.status).toBe(201);
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.from).toBe('no-reply@studio-shop.local');
    expect(mail?.to).toEqual([email]);
    expect(mail?.data).toContain('Subject: Verify your email address');
    expect(mail?.data.replace(/=\r?\n/g, '')).toMatch(/http:\/\/shop\.test\/verify-email\/[A-Za-z0-9_-]{43}/);
    const outbox = await server.db.query('select * from mail_outbox where to_address = $1', [email]);
    expect(outbox).toEqual([]);
  });
});
