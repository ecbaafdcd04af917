import { displayPhone } from '../../domain/phone.ts';
import type { components } from '../../api/schema.gen.ts';
import { AUTH_EXPIRED } from '../../domain/auth-messages.ts';
import { GENDERS, type Gender } from '../../domain/profile-options.ts';
import { failureField, failureMessage } from '../request-failure.ts';

// The /profile screen's texts and the details form's conversions (no states here).

export type User = components['schemas']['User'];
export type ProfileUpdate = components['schemas']['ProfileUpdate'];

export const PROFILE_UPDATED = 'Profile updated successfully';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';
export const PASSWORD_CHANGED = 'Password changed successfully';
export const PASSWORD_CHANGE_FAILED = 'Failed to change password';
export const PREFERENCES_UPDATED = 'Preferences updated';
export const PREFERENCES_FAILED = 'Failed to update preferences';
export const IMAGE_UPLOADED = 'Profile image updated';
export const IMAGE_UPLOAD_FAILED = 'Failed to upload profile image';
export const IMAGE_REMOVED = 'Profile image removed';
export const IMAGE_REMOVE_FAILED = 'Failed to remove profile image';
export const NETWORK_ERROR = 'Network error. Please check your connection and try again.';

export type DetailsForm = {
  name: string;
  phone: string;
  dateOfBirth: string;
  gender: Gender | '';
  bio: string;
  address: string;
  moreDetails: string;
};
export type DetailsField = keyof DetailsForm;

export const EMPTY_FORM: DetailsForm = { name: '', phone: '', dateOfBirth: '', gender: '', bio: '', address: '', moreDetails: '' };

/** The details form as the saved user fills it; an unknown gender shows as not set. */
export function formOf(user: User): DetailsForm {
  const gender = user.gender && (GENDERS as readonly string[]).includes(user.gender) ? user.gender : '';
  return {
    name: user.name,
    phone: displayPhone(user.phone),
    dateOfBirth: user.dateOfBirth ?? '',
    gender,
    bio: user.bio,
    address: user.address,
    moreDetails: user.moreDetails,
  };
}

/** PUT /user/profile: an emptied date of birth or gender goes as null, which clears the saved one. */
export function profileUpdate(form: DetailsForm): ProfileUpdate {
  return {
    name: form.name.trim(),
    phone: form.phone.trim(),
    bio: form.bio,
    address: form.address.trim(),
    moreDetails: form.moreDetails,
    dateOfBirth: form.dateOfBirth === '' ? null : form.dateOfBirth,
    gender: form.gender === '' ? null : form.gender,
  };
}

/** The server's words; a network failure and an expired login have their own. */
export function profileFailure(error: unknown, fallback: string): string {
  if (failureField(error, '_tag') === 'Network') return NETWORK_ERROR;
  if (failureField(error, '_tag') === 'Unauthorized') return AUTH_EXPIRED;
  return failureMessage(error, fallback);
}
