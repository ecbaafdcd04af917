import { changePassword, getMe, removeProfileImage, updatePreferences, updateProfile, uploadProfileImage } from '../../api/account.ts';
import { removeFromWishlist } from '../../api/wishlist.ts';
import type { Preferences } from '../../domain/profile-options.ts';
import type { ChangePasswordForm } from '../../domain/validation/passwords.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import type { ProfileUpdate } from './profile.machine.ts';

// The /profile calls, loaded on first use by profile.live.ts.

export function fetchMe(signal: AbortSignal) {
  return getMe(apiClient, signal);
}

export function saveProfile(body: ProfileUpdate, signal: AbortSignal) {
  return updateProfile(apiClient, body, signal);
}

export function savePassword(form: ChangePasswordForm, signal: AbortSignal) {
  return changePassword(apiClient, form, signal);
}

export function savePreferences(preferences: Preferences, signal: AbortSignal) {
  return updatePreferences(apiClient, preferences, signal);
}

export function sendProfileImage(file: Blob, signal: AbortSignal) {
  return uploadProfileImage(apiClient, file, signal);
}

export function deleteProfileImage(signal: AbortSignal) {
  return removeProfileImage(apiClient, signal);
}

/** POST /user/wishlist/remove: the wishlist back. */
export function removeWishlistEntry(entry: { productId: string; variantId: string | null }, signal: AbortSignal) {
  return removeFromWishlist(apiClient, entry.variantId ? { productId: entry.productId, variantId: entry.variantId } : { productId: entry.productId }, signal);
}
