/** The profile details form (shop spec §5 "Profile"). */
import type { ValidationResult } from './validation-result.ts';

export const BIO_MAX_LENGTH = 500;
export const MORE_DETAILS_MAX_LENGTH = 300;

export type ProfileForm = { name: string; bio?: string | null; moreDetails?: string | null };

export function validateProfile(form: ProfileForm): ValidationResult {
  if (form.name.trim() === '') return 'Name is required';
  if ((form.bio?.length ?? 0) > BIO_MAX_LENGTH) return 'Bio must be 500 characters or less';
  if ((form.moreDetails?.length ?? 0) > MORE_DETAILS_MAX_LENGTH) return 'More details must be 300 characters or less';
  return null;
}
