import {
  BOOKING_SERVICE_IDS,
  bookingFormMetaName,
  isFormAddress,
  type BookingForms,
  type BookingServiceId,
} from '../../domain/booking-forms.ts';

/**
 * The booking forms the studio configured on the server (BOOKING_FORM_*_URL), read from the meta
 * tags the server writes into the page head. None there (the dev server, nothing configured):
 * every service is booked through the contact form.
 */
export function configuredBookingForms(): BookingForms {
  if (import.meta.env.SERVER_RENDER === true) return serverForms;
  const forms: Partial<Record<BookingServiceId, string>> = {};
  for (const id of BOOKING_SERVICE_IDS) {
    const address = document.head.querySelector<HTMLMetaElement>(`meta[name="${bookingFormMetaName(id)}"]`)?.content;
    if (address && isFormAddress(address)) forms[id] = address;
  }
  return forms;
}

let serverForms: BookingForms = {};

/** The server renderer's booking forms (the same settings the server writes into the head), set once. */
export function setServerBookingForms(forms: BookingForms): void {
  serverForms = forms;
}
