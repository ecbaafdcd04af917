import type { ShopClient } from './test-server.ts';

let counter = 0;

/** A fresh address per call, so tests in one file never collide. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${counter}.${Date.now().toString(36)}@example.ng`;
}

/** A fresh private client address per call, so per-address throttles never meet. */
export function uniqueAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export const GOOD_PASSWORD = 'Photo2026';

/** The newest mail to an address, from the outbox table. */
export async function lastMailTo(server: Pick<ShopClient, 'db'>, to: string): Promise<{ subject: string; text: string } | null> {
  const [row] = await server.db.query<{ subject: string; text_body: string }>(
    'select subject, text_body from mail_outbox where to_address = $1 order by seq desc limit 1',
    [to],
  );
  return row ? { subject: row.subject, text: row.text_body } : null;
}

export async function mailCount(server: Pick<ShopClient, 'db'>, to: string): Promise<number> {
  const [row] = await server.db.query<{ count: number }>('select count(*)::int as count from mail_outbox where to_address = $1', [to]);
  return row?.count ?? 0;
}

/** The token at the end of the link in the newest mail, e.g. /verify-email/{token}. */
export async function tokenFromMail(server: Pick<ShopClient, 'db'>, to: string, route: 'verify-email' | 'reset-password'): Promise<string> {
  const mail = await lastMailTo(server, to);
  const match = mail && new RegExp(`/${route}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${route} link mailed to ${to}`);
  return match[1];
}

/** Registers, verifies through the mailed link and logs in: a customer ready to shop. */
export async function signedInCustomer(server: ShopClient, name = 'Bola Customer'): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('customer');
  // Each customer signs up and logs in from their own machine, as real customers do.
  const remoteAddress = uniqueAddress();
  const registered = await server.api('POST', '/user/register', {
    body: { name, email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
    remoteAddress,
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const verified = await server.api('GET', `/user/verify-email/${await tokenFromMail(server, email, 'verify-email')}`);
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  const login = await server.api('POST', '/user/login', { body: { email, password: GOOD_PASSWORD }, remoteAddress });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { email, token: login.body.token as string };
}

/** The form `POST /user/profile-image` takes: one picture file under `profileImage`. */
export function profileImageForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.append('profileImage', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}
