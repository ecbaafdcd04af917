import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { AUTH_EXPIRED, AUTH_REQUIRED } from '../../src/domain/auth-messages.ts';

export const STUDIO_KEY_FILE = 'studio-operator.key';

/**
 * The operator's credential: a random key in DATA_DIR/studio-operator.key, readable only by the
 * user the server runs as (mode 0600). Created on first start, reused afterwards.
 */
export async function ensureStudioKey(dataDir: string): Promise<string> {
  const file = path.join(dataDir, STUDIO_KEY_FILE);
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim() !== '') {
    await chmod(file, 0o600);
    return existing.trim();
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'w' });
  await chmod(file, 0o600);
  return key;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Lets only the studio key through; a customer's token is as unknown here as a made-up one. */
export function requireStudio(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!match?.[1]) throw new HttpError(401, AUTH_REQUIRED);
    const key = deps.purchase?.studioKey;
    if (!key || !timingSafeEqual(digest(match[1]), digest(key))) throw new HttpError(401, AUTH_EXPIRED);
    await next();
  };
}
