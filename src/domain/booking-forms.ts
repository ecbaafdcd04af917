/** The studio's bookable services, by id: each has a booking button on the bookings and about pages. */
export const BOOKING_SERVICE_IDS = ['product-photography', 'portrait-photography', 'source-items'] as const;

export type BookingServiceId = (typeof BOOKING_SERVICE_IDS)[number];

/** The online booking forms the studio configured, by service; a service may have none. */
export type BookingForms = Readonly<Partial<Record<BookingServiceId, string>>>;

/** The page-head meta tag that carries a service's form address: the server writes it, the app reads it. */
export function bookingFormMetaName(id: BookingServiceId): string {
  return `booking-form:${id}`;
}

/** Where a service's booking button leads: its online form, else the contact form with the service chosen. */
export function bookingLink(id: BookingServiceId, forms: BookingForms): string {
  return forms[id] ?? `/contact?service=${id}`;
}

/** Where a service's booking button leads, given the form the server answered for it (null for none). */
export function serviceBookingLink(id: BookingServiceId, formLink: string | null): string {
  return formLink ?? `/contact?service=${id}`;
}

/** The contact form's subject for a booking asked through it. */
export function bookingSubject(serviceTitle: string): string {
  return `Booking: ${serviceTitle}`;
}

/** Whether a configured form address is one a browser can open in a new tab (http or https). */
export function isFormAddress(address: string): boolean {
  try {
    const { protocol } = new URL(address);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
