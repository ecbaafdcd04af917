/**
 * Date formatting: every date the app shows is `formatDateTime` (Nigerian English, long month,
 * 12-hour time); the one exception the spec names is the profile's member-since
 * date in the long US format, and an estimated delivery is a day without a time; file names use the ISO calendar date. The time zone is a
 * parameter, defaulting to the studio's, so output never depends on the machine running it.
 */

export const STUDIO_TIME_ZONE = 'Africa/Lagos';

export type DateInput = Date | string | number;

function toDate(input: DateInput | null | undefined): Date | null {
  if (input == null) return null;
  const date = new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Making a formatter costs far more than formatting with one (a page of order rows or post cards
// made dozens), so each locale and set of options has one, made on first use. Formatters hold no
// state between calls: the output is the same as with a new one.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  // Stryker disable ConditionalExpression,CallExpression: a formatter made anew on every call (not kept) formats the same; only the cost differs.
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  // Stryker restore ConditionalExpression,CallExpression
  return formatter;
}

function format(input: DateInput | null | undefined, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = toDate(input);
  return date === null ? '' : formatterFor(locale, options).format(date);
}

/** '5 March 2026 at 3:07 pm'; a missing or unreadable date gives ''. */
export function formatDateTime(input: DateInput | null | undefined, timeZone: string = STUDIO_TIME_ZONE): string {
  return format(input, 'en-NG', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  });
}

/** '5 March 2026': the calendar day alone, for what is planned by the day (an estimated delivery). */
export function formatDate(input: DateInput | null | undefined, timeZone: string = STUDIO_TIME_ZONE): string {
  return format(input, 'en-NG', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
}

/** Member since 'March 5, 2026' (long US format, as the profile header shows it). */
export function formatMemberSince(input: DateInput | null | undefined, timeZone: string = STUDIO_TIME_ZONE): string {
  return format(input, 'en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
}

/** '2026-03-05': the calendar date in the given zone, for file names. */
export function isoCalendarDate(input: DateInput | null | undefined, timeZone: string = STUDIO_TIME_ZONE): string {
  return format(input, 'en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
}
