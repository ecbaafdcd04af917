import type { ThrottleRule } from '../http/attempt-throttle.ts';

/**
 * Every message sends two mails (to the studio and a receipt to the sender), so the form is
 * throttled like the other mail-sending calls: per client address, and per sender address so
 * nobody can flood a stranger's inbox with receipts.
 */
export const CONTACT_THROTTLE: ThrottleRule = {
  action: 'contact-submit',
  windowMinutes: 15,
  perIp: 30,
  perEmail: 5,
  message: 'Too many messages. Please try again in a few minutes.',
};
