import { bookingFormMetaName, isFormAddress, type BookingForms, type BookingServiceId } from '../../src/domain/booking-forms.ts';
import { escapeMarkup } from '../platform/escape-markup.ts';

/** The environment variable that holds each service's online booking form. */
export const BOOKING_FORM_VARIABLES: Readonly<Record<BookingServiceId, string>> = {
  'product-photography': 'BOOKING_FORM_PRODUCT_URL',
  'portrait-photography': 'BOOKING_FORM_PORTRAIT_URL',
  'source-items': 'BOOKING_FORM_SOURCING_URL',
};

/**
 * The booking forms set in the environment. A service without one is booked through the contact
 * form; an address that is not http(s) stops the server at start, rather than leaving a dead button.
 */
export function readBookingForms(env: NodeJS.ProcessEnv): BookingForms {
  const forms: Partial<Record<BookingServiceId, string>> = {};
  for (const [id, variable] of Object.entries(BOOKING_FORM_VARIABLES) as Array<[BookingServiceId, string]>) {
    const address = env[variable]?.trim();
    if (!address) continue;
    if (!isFormAddress(address)) throw new Error(`${variable} must be an http or https address (it is '${address}')`);
    forms[id] = address;
  }
  return forms;
}

/** One meta tag per configured form, for the page head the app reads them from. */
export function bookingFormTags(forms: BookingForms): string[] {
  return (Object.entries(forms) as Array<[BookingServiceId, string]>).map(
    ([id, address]) => `    <meta name="${bookingFormMetaName(id)}" content="${escapeMarkup(address)}">`,
  );
}
