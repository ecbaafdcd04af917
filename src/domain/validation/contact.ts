/** The contact form: seven checks in this order, the first failure stops. */
import { isEmailShaped } from './email.ts';
import type { ValidationResult } from './validation-result.ts';

export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

export type ContactForm = { name: string; email: string; phone: string; subject: string; message: string };

/** Whitespace alone does not count as filled in, for any field. */
const blank = (value: string): boolean => value.trim() === '';

export function validateContact(form: ContactForm): ValidationResult {
  if (blank(form.name)) return 'Name is required';
  if (blank(form.email)) return 'Email is required';
  if (!isEmailShaped(form.email)) return 'Please enter a valid email address';
  if (blank(form.phone)) return 'Phone number is required';
  if (blank(form.subject)) return 'Subject is required';
  if (blank(form.message)) return 'Message is required';
  if (form.message.length > CONTACT_MESSAGE_MAX_LENGTH) return 'Message too long. Max 2000 characters.';
  return null;
}

/** The running count under the message box: '120/2000'. */
export function contactMessageCount(message: string): string {
  return `${message.length}/${CONTACT_MESSAGE_MAX_LENGTH}`;
}
