/**
 * Phone numbers in one form. Nigerian numbers come typed many ways (0803 555 0100, 803 555 0100,
 * +234 803 555 0100, +234 (0) 803-555-0100); they are kept as E.164 (+2348035550100) so the studio
 * can match a caller, and shown grouped (+234 803 555 0100). A number that cannot be a Nigerian
 * mobile or landline number is kept as typed (trimmed) and shown that way.
 */

const COUNTRY_CODE = '234';

/** A mobile number's national part: 10 digits, 70x, 80x, 81x, 90x or 91x. */
const MOBILE = /^[789][01]\d{8}$/;
/** A landline's national part: an area code and the subscriber's number, 8 digits, never starting with 0. */
const LANDLINE = /^[1-9]\d{7}$/;

/** What people put between digits: spaces, hyphens, brackets. */
const SEPARATORS = /[\s()-]/g;

function isNationalNumber(digits: string): boolean {
  return MOBILE.test(digits) || LANDLINE.test(digits);
}

/** The national part of a typed number, or null when it cannot be a Nigerian number. */
function nationalPart(typed: string): string | null {
  const compact = typed.replace(SEPARATORS, '');
  // +234, 00234 or 234 in front, with the trunk 0 some write after it: +234 (0) 803 ...
  const international = /^(?:\+|00)?234(0?)(\d+)$/.exec(compact);
  if (international && isNationalNumber(international[2] ?? '')) return international[2] ?? null;
  // The trunk 0 of a number dialled inside Nigeria: 0803 555 0100, 01 234 5678.
  const trunk = /^0(\d+)$/.exec(compact);
  if (trunk && isNationalNumber(trunk[1] ?? '')) return trunk[1] ?? null;
  // A mobile number without its 0 (803 555 0100); 8 bare digits could be anything, so not a landline.
  return MOBILE.test(compact) ? compact : null;
}

/** The E.164 form of a Nigerian number (+2348035550100), or null when the text is not one. */
export function nigerianE164(typed: string): string | null {
  const national = nationalPart(typed.trim());
  return national === null ? null : `+${COUNTRY_CODE}${national}`;
}

/** What is stored for a phone field: the E.164 form of a Nigerian number, else the text as typed (trimmed). */
export function storedPhone(typed: string): string {
  return nigerianE164(typed) ?? typed.trim();
}

/**
 * How a stored number is shown: +234 803 555 0100 for a mobile, +234 1 234 5678 for a landline with a
 * one-digit area code (Lagos 1, Ibadan 2, Abuja 9), +234 46 123 456 for a two-digit one; anything
 * else as it was stored.
 */
export function displayPhone(stored: string): string {
  const e164 = /^\+234(\d+)$/.exec(stored);
  const national = e164?.[1] ?? '';
  if (MOBILE.test(national)) return `+234 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  if (!LANDLINE.test(national)) return stored;
  const areaLength = /^[129]/.test(national) ? 1 : 2;
  const subscriber = national.slice(areaLength);
  return `+234 ${national.slice(0, areaLength)} ${subscriber.slice(0, 3)} ${subscriber.slice(3)}`;
}
