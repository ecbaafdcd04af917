import type { Queryable } from '../db/database.ts';
import { listWishlist } from '../wishlist/wishlist-repository.ts';
import { listAddresses } from './address-book.ts';
import { findUserById, preferencesOf, type UserRow } from './user-repository.ts';

/** The user as the API shows it to its owner. Never the password hash. */
export function userView(user: UserRow): Record<string, unknown> {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    isPhoneVerified: user.is_phone_verified,
    dateOfBirth: user.date_of_birth,
    gender: user.gender,
    bio: user.bio ?? '',
    address: user.address ?? '',
    moreDetails: user.more_details ?? '',
    profileImage: user.profile_image,
    preferences: preferencesOf(user),
    createdAt: new Date(user.created_at).toISOString(),
  };
}

/** The contract's User: the profile with its counters, wishlist and address book. */
export async function fullUserView(db: Queryable, userId: string): Promise<Record<string, unknown> | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const [addresses, wishlist, counters] = await Promise.all([listAddresses(db, user.id), listWishlist(db, user.id), userCounters(db, user.id)]);
  return { ...userView(user), ...counters, wishlist, addresses };
}

/** The profile's summary tiles. Orders and gallery likes arrive with their own issues. */
async function userCounters(db: Queryable, userId: string): Promise<{ orderCount: number; totalViews: number; likedPhotos: number }> {
  const [row] = await db.query<{ total_views: number }>('select count(*)::int as total_views from product_views where user_id = $1', [userId]);
  return { orderCount: 0, totalViews: row?.total_views ?? 0, likedPhotos: 0 };
}
