/** The profile details form. */
import { INVALID_PHONE_FORMAT, isPhoneShaped } from './address.ts';
import { validatePersonName } from './person-name.ts';
import type { ValidationResult } from './validation-result.ts';

export const BIO_MAX_LENGTH = 500;
export const MORE_DETAILS_MAX_LENGTH = 300;

export type ProfileForm = { name: string; phone?: string | null; bio?: string | null; moreDetails?: string | null };

/** The phone is optional on the profile; given, it follows the address book's format rule. */
export function validateProfile(form: ProfileForm): ValidationResult {
  const nameProblem = validatePersonName(form.name, 'Name');
  if (nameProblem) return nameProblem;
  const phone = form.phone?.trim() ?? '';
  if (phone !== '' && !isPhoneShaped(phone)) return INVALID_PHONE_FORMAT;
  if ((form.bio?.length ?? 0) > BIO_MAX_LENGTH) return 'Bio must be 500 characters or less';
  if ((form.moreDetails?.length ?? 0) > MORE_DETAILS_MAX_LENGTH) return 'More details must be 300 characters or less';
  return null;
}

export const FUTURE_DATE_OF_BIRTH = 'Date of birth cannot be in the future';

/**
 * A date of birth ('YYYY-MM-DD') may be today at the latest. `today` is the calendar date of the
 * same form (the studio's, isoCalendarDate); dates of this form compare correctly as text.
 * None (undefined or null, which clears it) always passes.
 */
export function validateDateOfBirth(dateOfBirth: string | null | undefined, today: string): ValidationResult {
  // No date compares as '', before every date.
  return (dateOfBirth ?? '') > today ? FUTURE_DATE_OF_BIRTH : null;
}
