import { normalizeEmail } from '../../src/domain/validation/email.ts';
import type { Queryable } from '../db/database.ts';
import type { UserRole } from '../../src/domain/studio-roles.ts';
import type { components } from '../../src/api/schema.gen.ts';

type Gender = components['schemas']['Gender'];

/** A users row as stored. */
export interface UserRow {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  email_verified: boolean;
  phone: string | null;
  is_phone_verified: boolean;
  date_of_birth: string | null;
  gender: Gender | null;
  bio: string | null;
  address: string | null;
  more_details: string | null;
  profile_image: string | null;
  email_notifications: boolean;
  sms_notifications: boolean;
  marketing_emails: boolean;
  role: UserRole;
  password_set: boolean;
  created_at: Date;
}

/** Emails compare trimmed and lower-cased: 'Ada@Example.com ' and 'ada@example.com' are one account. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>('select * from users where email = $1', [normalizeEmail(email)]);
  return row ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>('select * from users where id = $1', [id]);
  return row ?? null;
}

export interface NewUser {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly emailVerified: boolean;
  readonly createdAt: Date;
}

/** Inserts the user; false when the email is taken (the unique index decides, race-free). */
export async function insertUser(db: Queryable, user: NewUser): Promise<boolean> {
  const rows = await db.query(
    `insert into users (id, name, email, password_hash, email_verified, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6)
     on conflict (email) do nothing
     returning id`,
    [user.id, user.name.trim(), normalizeEmail(user.email), user.passwordHash, user.emailVerified, user.createdAt],
  );
  return rows.length === 1;
}

export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.query('update users set password_hash = $2, password_set = true, updated_at = $3 where id = $1', [userId, passwordHash, now]);
}

export async function markEmailVerified(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query('update users set email_verified = true, updated_at = $2 where id = $1', [userId, now]);
}

/** The profile fields a customer may change; email is not among them. */
export interface ProfileChanges {
  name?: string;
  phone?: string | null;
  dateOfBirth?: string | null;
  gender?: string | null;
  bio?: string | null;
  address?: string | null;
  moreDetails?: string | null;
}

const PROFILE_COLUMNS: Record<keyof ProfileChanges, string> = {
  name: 'name',
  phone: 'phone',
  dateOfBirth: 'date_of_birth',
  gender: 'gender',
  bio: 'bio',
  address: 'address',
  moreDetails: 'more_details',
};

export async function updateProfile(db: Queryable, userId: string, changes: ProfileChanges, now: Date): Promise<void> {
  const entries = (Object.keys(PROFILE_COLUMNS) as (keyof ProfileChanges)[]).filter((key) => changes[key] !== undefined);
  if (entries.length === 0) return;
  const assignments = entries.map((key, index) => `${PROFILE_COLUMNS[key]} = $${index + 3}`);
  await db.query(`update users set updated_at = $2, ${assignments.join(', ')} where id = $1`, [
    userId,
    now,
    ...entries.map((key) => changes[key]),
  ]);
}

export interface Preferences {
  emailNotifications: boolean;
  smsNotifications: boolean;
  marketingEmails: boolean;
}

export function preferencesOf(user: UserRow): Preferences {
  return {
    emailNotifications: user.email_notifications,
    smsNotifications: user.sms_notifications,
    marketingEmails: user.marketing_emails,
  };
}

export async function updatePreferences(db: Queryable, userId: string, preferences: Preferences, now: Date): Promise<void> {
  await db.query(
    'update users set email_notifications = $2, sms_notifications = $3, marketing_emails = $4, updated_at = $5 where id = $1',
    [userId, preferences.emailNotifications, preferences.smsNotifications, preferences.marketingEmails, now],
  );
}

export async function setProfileImageUrl(db: Queryable, userId: string, url: string | null, now: Date): Promise<void> {
  await db.query('update users set profile_image = $2, updated_at = $3 where id = $1', [userId, url, now]);
}
