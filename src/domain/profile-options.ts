/** Profile choices and defaults. */

export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];

export type Preferences = { emailNotifications: boolean; smsNotifications: boolean; marketingEmails: boolean };

/** Email notifications on, SMS off, marketing emails on. */
export function defaultPreferences(): Preferences {
  return { emailNotifications: true, smsNotifications: false, marketingEmails: true };
}

/** Stored preferences over the defaults, so a missing flag keeps its default. */
export function withDefaultPreferences(stored: Partial<Preferences> | null | undefined): Preferences {
  return { ...defaultPreferences(), ...stored };
}
