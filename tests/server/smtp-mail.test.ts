import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../server/mail/smtp-mailer.ts';
import { GOOD_PASSWORD, uniqueEmail } from './support/accounts-helpers.ts';
import { payOrder, placeOrder } from './support/purchase-helpers.ts';
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

  it('sends the payment receipt as plain text and the same content as HTML (multipart/alternative), escaped', async () => {
    // The verification mail went to the SMTP server, not the outbox: the account is verified by hand here.
    const email = uniqueEmail('receipt');
    expect(
      (
        await server.api('POST', '/user/register', {
          body: { name: 'Ada Obi', email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
        })
      ).status,
    ).toBe(201);
    await server.db.query('update users set email_verified = true where email = $1', [email]);
    const token = (await server.api('POST', '/user/login', { body: { email, password: GOOD_PASSWORD } })).body.token as string;
    await server.db.query("update products set stock = 100 where id = 'lens-mug'");
    const address = {
      fullName: 'Ada <b>Obi</b> & Sons',
      address: '12 Ring Road',
      city: 'Ibadan',
      state: 'Oyo',
      zipCode: '200001',
      phone: '0803 555 0100',
      landmark: 'Opposite "Bodija" <market>',
    };
    const order = await placeOrder(server, token, [{ productId: 'lens-mug', quantity: 2 }], {
      shippingAddress: address,
      billingAddress: address,
    });
    await payOrder(server, token, order._id);
    const receipt = smtp.mails.find((mail) => mail.to.includes(email) && mail.data.includes(`Order ${order.orderNumber} confirmed`));
    // Quoted-printable, as nodemailer writes both parts: soft breaks joined, =XX bytes decoded as UTF-8.
    const data = Buffer.from(
      (receipt?.data ?? '').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    expect(data).toMatch(/Content-Type: multipart\/alternative;\s+boundary=/);
    const text = data.slice(data.indexOf('Content-Type: text/plain'), data.indexOf('Content-Type: text/html'));
    const html = data.slice(data.indexOf('Content-Type: text/html'));
    expect(text.length).toBeGreaterThan(0);
    for (const part of [text, html]) {
      expect(part).toContain(`Order ${order.orderNumber}`);
      expect(part).toContain('Camera Lens Coffee Mug x2');
      expect(part).toContain('Total:');
      expect(part).toContain('http://shop.test/orders');
    }
    expect(text).toContain('Thank you for your order, Ada <b>Obi</b> & Sons.');
    expect(html).toContain('Thank you for your order, Ada &lt;b&gt;Obi&lt;/b&gt; &amp; Sons.');
    expect(html).toContain('Opposite &quot;Bodija&quot; &lt;market&gt;');
    expect(html).toContain('<a href="http://shop.test/orders">');
    expect(html).not.toContain('<b>Obi</b>');
  });

  it('sends a newsletter mail with its List-Unsubscribe and List-Unsubscribe-Post headers', async () => {
    const email = uniqueEmail('smtp-news');
    expect((await server.api('POST', '/newsletter/subscribe', { body: { email } })).status).toBe(200);
    const mail = smtp.mails.find((sent) => sent.to.includes(email));
    const headers = (mail?.data ?? '').split(/\r?\n\r?\n/, 1)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
    expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/shop\.test\/api\/v1\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}>$/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });
});
