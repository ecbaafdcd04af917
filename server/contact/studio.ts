/** Where contact messages go when STUDIO_EMAIL is not set: a placeholder inbox of the demo studio. */
export const DEFAULT_STUDIO_EMAIL = 'studio@studio-shop.local';

/** The phone number the receipt offers for urgent questions (the same as src/ui/site.ts shows). */
export const STUDIO_PHONE = '+234 803 555 0142';
