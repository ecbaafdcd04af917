/** What staff write for a bookable service; every field as typed (it is trimmed here). */
export interface BookingServiceInput {
  readonly title: string;
  readonly description: string;
  readonly buttonText: string;
  /** Empty for none. */
  readonly formLink: string;
}

export type BookingServiceField = keyof BookingServiceInput;

export const BOOKING_TITLE_MAX = 80;
export const BOOKING_DESCRIPTION_MAX = 400;
export const BOOKING_BUTTON_MAX = 30;
export const BOOKING_FORM_LINK_MAX = 500;

export const BOOKING_TITLE_REQUIRED = 'Please enter a title';
export const BOOKING_DESCRIPTION_REQUIRED = 'Please enter a description';
export const BOOKING_BUTTON_REQUIRED = 'Please enter the button text';
export const BOOKING_FORM_LINK_HTTPS = 'The form link must be an https address';

/** A form link staff may give a service: an https address with a host (a visitor's browser opens it in a new tab). */
export function isHttpsFormLink(address: string): boolean {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

function tooLong(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/** The service as it will be stored: trimmed, an empty form link as none. */
export function trimmedBookingService(input: BookingServiceInput): BookingServiceInput {
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    buttonText: input.buttonText.trim(),
    formLink: input.formLink.trim(),
  };
}

/** Each field's problem (none when the service can be saved), checked on the trimmed values. */
export function bookingServiceProblems(input: BookingServiceInput): Partial<Record<BookingServiceField, string>> {
  const service = trimmedBookingService(input);
  const problems: Partial<Record<BookingServiceField, string>> = {};
  if (service.title === '') problems.title = BOOKING_TITLE_REQUIRED;
  else if (service.title.length > BOOKING_TITLE_MAX) problems.title = tooLong('The title', BOOKING_TITLE_MAX);
  if (service.description === '') problems.description = BOOKING_DESCRIPTION_REQUIRED;
  else if (service.description.length > BOOKING_DESCRIPTION_MAX) problems.description = tooLong('The description', BOOKING_DESCRIPTION_MAX);
  if (service.buttonText === '') problems.buttonText = BOOKING_BUTTON_REQUIRED;
  else if (service.buttonText.length > BOOKING_BUTTON_MAX) problems.buttonText = tooLong('The button text', BOOKING_BUTTON_MAX);
  if (service.formLink.length > BOOKING_FORM_LINK_MAX) problems.formLink = tooLong('The form link', BOOKING_FORM_LINK_MAX);
  else if (service.formLink !== '' && !isHttpsFormLink(service.formLink)) problems.formLink = BOOKING_FORM_LINK_HTTPS;
  return problems;
}
