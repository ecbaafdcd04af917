import { describe, expect, it } from 'vitest';
import {
  BOOKING_BUTTON_MAX,
  BOOKING_DESCRIPTION_MAX,
  BOOKING_FORM_LINK_MAX,
  BOOKING_TITLE_MAX,
  bookingServiceProblems,
  isHttpsFormLink,
  trimmedBookingService,
} from '../../src/domain/booking-service-content.ts';

const fine = { title: 'Product Photography', description: 'Clean pictures.', buttonText: 'Schedule Session', formLink: '' };

describe('a booking service as staff write it', () => {
  it('has no problem when every text is there and the form link is empty or https', () => {
    expect(bookingServiceProblems(fine)).toEqual({});
    expect(bookingServiceProblems({ ...fine, formLink: ' https://forms.example.ng/a?b=1 ' })).toEqual({});
  });

  it('names each empty field, after trimming', () => {
    expect(bookingServiceProblems({ title: ' ', description: '\n', buttonText: '', formLink: '' })).toEqual({
      title: 'Please enter a title',
      description: 'Please enter a description',
      buttonText: 'Please enter the button text',
    });
  });

  it('takes each text up to its limit and not one character more', () => {
    const at = {
      title: 'a'.repeat(BOOKING_TITLE_MAX),
      description: 'b'.repeat(BOOKING_DESCRIPTION_MAX),
      buttonText: 'c'.repeat(BOOKING_BUTTON_MAX),
      formLink: `https://f.ng/${'d'.repeat(BOOKING_FORM_LINK_MAX - 13)}`,
    };
    expect(at.formLink).toHaveLength(500);
    expect(bookingServiceProblems(at)).toEqual({});
    expect(
      bookingServiceProblems({
        title: `${at.title}a`,
        description: `${at.description}b`,
        buttonText: `${at.buttonText}c`,
        formLink: `${at.formLink}d`,
      }),
    ).toEqual({
      title: 'The title must be at most 80 characters',
      description: 'The description must be at most 400 characters',
      buttonText: 'The button text must be at most 30 characters',
      formLink: 'The form link must be at most 500 characters',
    });
  });

  it('takes only an https form link', () => {
    for (const link of [
      'http://forms.example.ng',
      'javascript:alert(1)',
      '/contact',
      'forms.example.ng',
      'ftp://forms.example.ng',
      'https://',
    ]) {
      expect(bookingServiceProblems({ ...fine, formLink: link }), link).toEqual({ formLink: 'The form link must be an https address' });
    }
    expect(isHttpsFormLink('https://forms.example.ng')).toBe(true);
    expect(isHttpsFormLink('HTTPS://forms.example.ng')).toBe(true);
    expect(isHttpsFormLink('http://forms.example.ng')).toBe(false);
  });

  it('trims what it stores', () => {
    expect(trimmedBookingService({ title: ' A ', description: ' B ', buttonText: ' C ', formLink: ' https://f.ng ' })).toEqual({
      title: 'A',
      description: 'B',
      buttonText: 'C',
      formLink: 'https://f.ng',
    });
  });
});
