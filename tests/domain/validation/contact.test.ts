import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  contactMessageCount,
  validateContact,
  type ContactForm,
} from '../../../src/domain/validation/contact.ts';

const valid: ContactForm = {
  name: 'Ada',
  email: 'ada@example.com',
  phone: '08031234567',
  subject: 'Portrait session',
  message: 'Hello',
};
const empty: ContactForm = { name: '', email: '', phone: '', subject: '', message: '' };

describe('validateContact', () => {
  it('passes a complete form', () => {
    expect(validateContact(valid)).toBeNull();
  });

  it('runs its seven checks in order', () => {
    expect(validateContact(empty)).toBe('Name is required');
    expect(validateContact({ ...empty, name: '  ' })).toBe('Name is required');
    expect(validateContact({ ...empty, name: 'Ada' })).toBe('Email is required');
    expect(validateContact({ ...empty, name: 'Ada', email: ' ' })).toBe('Email is required');
    expect(validateContact({ ...empty, name: 'Ada', email: 'ada' })).toBe('Please enter a valid email address');
    expect(validateContact({ ...valid, phone: ' ', subject: '', message: '' })).toBe('Phone number is required');
    expect(validateContact({ ...valid, subject: ' ', message: '' })).toBe('Subject is required');
    expect(validateContact({ ...valid, message: ' ' })).toBe('Message is required');
    expect(validateContact({ ...valid, message: 'a'.repeat(2001) })).toBe('Message too long. Max 2000 characters.');
  });

  it('allows exactly 2000 characters', () => {
    expect(CONTACT_MESSAGE_MAX_LENGTH).toBe(2000);
    expect(validateContact({ ...valid, message: 'a'.repeat(1999) })).toBeNull();
    expect(validateContact({ ...valid, message: 'a'.repeat(2000) })).toBeNull();
  });

  it('shows a running count out of 2000', () => {
    expect(contactMessageCount('')).toBe('0/2000');
    expect(contactMessageCount('Hello')).toBe('5/2000');
  });
});
