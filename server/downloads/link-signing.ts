import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

const secrets = new WeakMap<Queryable, Promise<string>>();

/** One signing secret per database, so a link signed by one server process works on any other. */
export function signingSecret(db: Queryable): Promise<string> {
  const known = secrets.get(db);
  if (known) return known;
  const loading = (async () => {
    await db.query("insert into server_secrets (name, value) values ('download-links', $1) on conflict (name) do nothing", [
      randomBytes(32).toString('hex'),
    ]);
    const [row] = await db.query<{ value: string }>("select value from server_secrets where name = 'download-links'");
    if (!row) throw new Error('no download signing secret');
    return row.value;
  })();
  secrets.set(db, loading);
  loading.catch(() => secrets.delete(db));
  return loading;
}

/** A fresh value per link, so that two downloads spent in the same second are two links. */
export function newLinkNonce(): string {
  return randomBytes(16).toString('hex');
}

export function signLink(secret: string, grantId: string, expires: number, nonce: string): string {
  return createHmac('sha256', secret).update(`${grantId}.${expires}.${nonce}`).digest('hex');
}

export function isSignedLink(secret: string, grantId: string, expires: number, nonce: string, signature: string): boolean {
  const expected = Buffer.from(signLink(secret, grantId, expires, nonce));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
