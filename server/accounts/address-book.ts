import { storedPhone } from '../../src/domain/phone.ts';
import type { AddressForm } from '../../src/domain/validation/address.ts';
import type { Database, Queryable } from '../db/database.ts';
import { newId } from '../platform/ids.ts';
import type { components } from '../../src/api/schema.gen.ts';

interface AddressRow {
  id: string;
  label: string;
  full_name: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  phone: string;
  landmark: string;
  email: string | null;
  is_default: boolean;
}

export interface AddressInput extends AddressForm {
  isDefault?: boolean;
}

export function addressView(row: AddressRow): components['schemas']['Address'] {
  return {
    _id: row.id,
    label: row.label,
    fullName: row.full_name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    phone: row.phone,
    landmark: row.landmark,
    ...(row.email ? { email: row.email } : {}),
    isDefault: row.is_default,
  };
}

/** The default first, then in the order they were added. */
export async function listAddresses(db: Queryable, userId: string): Promise<components['schemas']['Address'][]> {
  const rows = await db.query<AddressRow>('select * from addresses where user_id = $1 order by is_default desc, seq', [userId]);
  return rows.map(addressView);
}

function columns(input: AddressInput): unknown[] {
  const email = input.email?.trim() ?? '';
  return [
    input.label.trim(),
    input.fullName.trim(),
    input.address.trim(),
    input.city.trim(),
    input.state.trim(),
    input.zipCode.trim(),
    storedPhone(input.phone),
    email === '' ? null : email,
    input.landmark?.trim() ?? '',
  ];
}

/**
 * Adds an address. Exactly one address is the default: the first one always is, and a new
 * default takes the flag from the old one.
 */
export async function addAddress(db: Database, userId: string, input: AddressInput, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
      'select count(*)::int as count from addresses where user_id = $1',
      [userId],
    );
    const makeDefault = count === 0 || input.isDefault === true;
    if (makeDefault) await tx.query('update addresses set is_default = false where user_id = $1 and is_default', [userId]);
    const id = newId('adr');
    await tx.query(
      `insert into addresses (id, user_id, label, full_name, address, city, state, zip_code, phone, email, landmark, is_default, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [id, userId, ...columns(input), makeDefault, now],
    );
    return id;
  });
}

/** Updates an address; false when the user has no such address. */
export async function updateAddress(db: Database, userId: string, addressId: string, input: AddressInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<AddressRow>('select * from addresses where id = $1 and user_id = $2', [addressId, userId]);
    if (!current) return false;
    if (input.isDefault === true && !current.is_default) {
      await tx.query('update addresses set is_default = false where user_id = $1 and is_default', [userId]);
    }
    const keepsDefault = input.isDefault === true || (current.is_default && input.isDefault !== false);
    await tx.query(
      `update addresses set label = $3, full_name = $4, address = $5, city = $6, state = $7, zip_code = $8, phone = $9, email = $10, landmark = $11, is_default = $12
        where id = $1 and user_id = $2`,
      [addressId, userId, ...columns(input), keepsDefault],
    );
    if (current.is_default && !keepsDefault) await ensureDefault(tx, userId, addressId);
    return true;
  });
}

/** Deletes an address; false when the user has no such address. */
export async function deleteAddress(db: Database, userId: string, addressId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx.query<{ is_default: boolean }>('delete from addresses where id = $1 and user_id = $2 returning is_default', [
      addressId,
      userId,
    ]);
    if (deleted.length === 0) return false;
    if (deleted[0]?.is_default) await ensureDefault(tx, userId, null);
    return true;
  });
}

/**
 * When the default was deleted or unflagged, the oldest other address becomes the default;
 * when it is the only address, it stays the default (`fallbackId`).
 */
async function ensureDefault(tx: Queryable, userId: string, fallbackId: string | null): Promise<void> {
  await tx.query(
    `update addresses set is_default = true
      where id = (select id from addresses where user_id = $1
                  order by (id = coalesce($2, '')), seq limit 1)`,
    [userId, fallbackId],
  );
}
