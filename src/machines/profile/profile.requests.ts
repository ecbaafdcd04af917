import { changePassword, getMe, removeProfileImage, updatePreferences, updateProfile, uploadProfileImage } from '../../api/account.ts';
import type { Preferences } from '../../domain/profile-options.ts';
import type { ChangePasswordForm } from '../../domain/validation/passwords.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import type { ProfileUpdate } from './profile-form.ts';

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
