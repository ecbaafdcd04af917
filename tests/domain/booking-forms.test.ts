import { describe, expect, it } from 'vitest';
import { BOOKING_SERVICE_IDS, bookingFormMetaName, bookingLink, bookingSubject, isFormAddress } from '../../src/domain/booking-forms.ts';

describe('booking forms', () => {
  it('leads to the configured online form of the service, else to the contact form with the service chosen', () => {
    const forms = { 'product-photography': 'https://forms.example.ng/product' };
    expect(bookingLink('product-photography', forms)).toBe('https://forms.example.ng/product');
    expect(bookingLink('portrait-photography', forms)).toBe('/contact?service=portrait-photography');
    expect(bookingLink('source-items', {})).toBe('/contact?service=source-items');
  });

  it('names the three services and the meta tag that carries each form', () => {
    expect(BOOKING_SERVICE_IDS).toEqual(['product-photography', 'portrait-photography', 'source-items']);
    expect(bookingFormMetaName('source-items')).toBe('booking-form:source-items');
  });

  it('takes only http and https addresses as forms', () => {
    expect(isFormAddress('https://forms.example.ng/a')).toBe(true);
    expect(isFormAddress('http://localhost:9000/form')).toBe(true);
    expect(isFormAddress('javascript:alert(1)')).toBe(false);
    expect(isFormAddress('mailto:hello@ojustudio.ng')).toBe(false);
    expect(isFormAddress('/contact?service=source-items')).toBe(false);
    expect(isFormAddress('forms.example.ng/a')).toBe(false);
    expect(isFormAddress('')).toBe(false);
  });

  it("writes the contact form's subject for a booking", () => {
    expect(bookingSubject('Product Photography')).toBe('Booking: Product Photography');
  });
});
