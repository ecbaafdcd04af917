import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { findActiveSession } from '../accounts/sessions.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { AUTH_EXPIRED, AUTH_REQUIRED } from '../../src/domain/auth-messages.ts';
import { studioRefusal, type StudioRoleNeeded, type UserRole } from '../../src/domain/studio-roles.ts';

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

/**
 * Who is calling a studio operation, checked before its input is read: the operator's key (for
 * scripts, counted as above the owner), or the live session of a staff or owner account. No
 * credential, or one that opens nothing, is a 401; a customer's session, or a staff session on an
 * owner's call, a 403. The role is read on every call, so a revoked member is refused at once.
 */
export async function authorizeStudio(deps: AppDeps, c: Context<AppEnv>, needed: StudioRoleNeeded): Promise<void> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) throw new HttpError(401, AUTH_REQUIRED);
  const key = deps.purchase?.studioKey;
  if (key && timingSafeEqual(digest(match[1]), digest(key))) {
    c.set('studioActor', { id: null, role: 'operator' });
    return;
  }
  const session = await findActiveSession(deps.db, match[1], deps.clock());
  if (!session) throw new HttpError(401, AUTH_EXPIRED);
  const [user] = await deps.db.query<{ role: UserRole }>('select role from users where id = $1', [session.userId]);
  const role = user?.role ?? 'customer';
  const refusal = studioRefusal(role, needed);
  if (refusal) throw new HttpError(403, refusal);
  c.set('session', { id: session.userId, tokenHash: session.tokenHash });
  c.set('studioActor', { id: session.userId, role: role === 'owner' ? 'owner' : 'staff' });
}
