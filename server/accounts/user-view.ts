import type { Queryable } from '../db/database.ts';
import { likedGalleryImageIds } from '../gallery/gallery-repository.ts';
import { listWishlist } from '../wishlist/wishlist-repository.ts';
import { listAddresses } from './address-book.ts';
import { findUserById, preferencesOf, type UserRow } from './user-repository.ts';
import type { components } from '../../src/api/schema.gen.ts';

/** The user as the API shows it to its owner. Never the password hash. */
type UserJson = components['schemas']['User'];

export function userView(
  user: UserRow,
): Omit<UserJson, 'orderCount' | 'totalViews' | 'likedPhotos' | 'likedImages' | 'wishlist' | 'addresses'> {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
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

/** The contract's User: the profile with its counters, the images it liked, its wishlist and address book. */
export async function fullUserView(db: Queryable, userId: string): Promise<UserJson | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const [addresses, wishlist, counters, likedImages] = await Promise.all([
    listAddresses(db, user.id),
    listWishlist(db, user.id),
    userCounters(db, user.id),
    likedGalleryImageIds(db, user.id),
  ]);
  return { ...userView(user), ...counters, likedImages, wishlist, addresses };
}

/** The profile's summary tiles: every order the customer placed, product views, gallery likes. */
async function userCounters(db: Queryable, userId: string): Promise<{ orderCount: number; totalViews: number; likedPhotos: number }> {
  const [row] = await db.query<{ order_count: number; total_views: number; liked_photos: number }>(
    `select (select count(*)::int from orders where user_id = $1) as order_count,
            (select count(*)::int from product_views where user_id = $1) as total_views,
            (select count(*)::int from gallery_likes where user_id = $1) as liked_photos`,
    [userId],
  );
  return { orderCount: row?.order_count ?? 0, totalViews: row?.total_views ?? 0, likedPhotos: row?.liked_photos ?? 0 };
}
