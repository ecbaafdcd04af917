import { randomBytes } from 'node:crypto';
import type { components } from '../../src/api/schema.gen.ts';
import { issueAccountToken } from '../accounts/account-tokens.ts';
import { hashPassword } from '../accounts/password-hash.ts';
import { findUserByEmail, insertUser, type UserRow } from '../accounts/user-repository.ts';
import type { AppDeps } from '../app-deps.ts';
import type { StudioActor } from '../http/app-env.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { newId } from '../platform/ids.ts';
import { recordAudit } from './audit-log.ts';
import { madeStaffMail, setPasswordMail } from './staff-mails.ts';
import { normalizeEmail, validateEmailField } from '../../src/domain/validation/email.ts';
import { validatePersonName } from '../../src/domain/validation/person-name.ts';
import { ALREADY_OWNER, NOT_STAFF, OWNER_NOT_REVOCABLE } from '../../src/domain/studio-roles.ts';

type StudioMember = components['schemas']['StudioMember'];
type MemberRequest = components['schemas']['StudioMemberRequest'];

/** An invitation's link lasts three days: a staff member may not read mail within the hour a reset allows. */
export const SET_PASSWORD_LINK_MINUTES = 72 * 60;

export function memberView(user: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'password_set' | 'created_at'>): StudioMember {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role === 'owner' ? 'owner' : 'staff',
    joined: user.created_at.toISOString(),
    passwordSet: user.password_set,
  };
}

function checkRequest(body: MemberRequest): void {
  const problem = validateEmailField(body.email) ?? validatePersonName(body.name, 'Name');
  if (problem) throw badRequest(problem);
}

/**
 * Gives the address the role: a new address gets an account whose password nobody knows (a
 * random one, hashed) and a mailed one-time link to set it; an existing account changes role.
 */
async function grantRole(deps: AppDeps, actor: StudioActor, body: MemberRequest, role: 'staff' | 'owner'): Promise<StudioMember> {
  checkRequest(body);
  const email = normalizeEmail(body.email);
  const now = deps.clock();
  const existing = await findUserByEmail(deps.db, email);
  if (existing?.role === 'owner' && role === 'staff') throw new HttpError(422, ALREADY_OWNER);
  if (!existing) {
    const unusable = await hashPassword(randomBytes(32).toString('hex'), deps.passwordCost);
    const id = newId('usr');
    await insertUser(deps.db, { id, name: body.name, email, passwordHash: unusable, emailVerified: false, createdAt: now });
    await deps.db.query('update users set password_set = false where id = $1', [id]);
  }
  const user = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<UserRow>('update users set role = $2, updated_at = $3 where email = $1 returning *', [email, role, now]);
    if (!row) throw notFound('No such account');
    await recordAudit(tx, {
      actor,
      action: role === 'owner' ? 'owner.create' : 'staff.invite',
      subject: email,
      before: existing ? { role: existing.role } : null,
      after: { role },
      at: now,
    });
    return row;
  });
  if (existing && role === 'staff' && existing.password_set) {
    await deps.mailer.send(madeStaffMail(email, deps.publicUrl));
  } else {
    const token = await issueAccountToken(deps.db, user.id, 'reset-password', now, SET_PASSWORD_LINK_MINUTES);
    await deps.mailer.send(setPasswordMail(email, role, `${deps.publicUrl}/reset-password/${token}`));
  }
  return memberView(user);
}

export function createOwner(deps: AppDeps, actor: StudioActor, body: MemberRequest): Promise<StudioMember> {
  return grantRole(deps, actor, body, 'owner');
}

export function inviteStaff(deps: AppDeps, actor: StudioActor, body: MemberRequest): Promise<StudioMember> {
  return grantRole(deps, actor, body, 'staff');
}

/** The account stays a customer's; its next studio call is refused (the role is read on every call). */
export async function revokeStaff(deps: AppDeps, actor: StudioActor, id: string): Promise<StudioMember> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.query<UserRow>("select * from users where id = $1 and role <> 'customer' for update", [id]);
    if (!current) throw notFound(NOT_STAFF);
    if (current.role === 'owner') throw new HttpError(422, OWNER_NOT_REVOCABLE);
    await tx.query("update users set role = 'customer', updated_at = $2 where id = $1", [id, now]);
    await recordAudit(tx, {
      actor,
      action: 'staff.revoke',
      subject: current.email,
      before: { role: 'staff' },
      after: { role: 'customer' },
      at: now,
    });
    return memberView(current);
  });
}

export async function listStaff(deps: AppDeps): Promise<StudioMember[]> {
  const rows = await deps.db.query<UserRow>(
    "select * from users where role <> 'customer' order by case role when 'owner' then 0 else 1 end, name, email",
  );
  return rows.map(memberView);
}
