import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { findActiveSession } from '../accounts/sessions.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { AUTH_EXPIRED, AUTH_REQUIRED } from '../../src/domain/auth-messages.ts';
import { studioRefusal, type StudioRoleNeeded, type UserRole } from '../../src/domain/studio-roles.ts';

export const STUDIO_KEY_FILE = 'studio-operator.key';

async function readKey(file: string): Promise<string> {
  return (await readFile(file, 'utf8').catch(() => '')).trim();
}

/**
 * The operator's credential: a random key in DATA_DIR/studio-operator.key, readable only by the
 * user the server runs as (mode 0600). Created on first start, reused afterwards. A new key is
 * written aside and linked into place: a link never replaces a file, so processes starting
 * together on one data directory all end up with the first key made, and it is whole on disk.
 */
export async function ensureStudioKey(dataDir: string): Promise<string> {
  const file = path.join(dataDir, STUDIO_KEY_FILE);
  if ((await readKey(file)) === '') {
    await mkdir(dataDir, { recursive: true });
    const draft = `${file}.${randomBytes(8).toString('hex')}`;
    await writeFile(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
    try {
      await link(draft, file).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
        // An empty file (a start that broke off long ago) is no key: this one takes its place.
        if ((await readKey(file)) === '') await rename(draft, file);
      });
    } finally {
      await rm(draft, { force: true });
    }
  }
  await chmod(file, 0o600);
  return readKey(file);
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
