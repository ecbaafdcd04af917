import type { ThrottleRule } from '../http/attempt-throttle.ts';

/**
 * Per client address: one address may serve a whole office or campus, so it gets room for a
 * queue of colleagues; a script filling inboxes from one address is stopped after that. Per
 * email: every subscribe mails the address, so nobody can flood a stranger's inbox.
 */
export const SUBSCRIBE_THROTTLE: ThrottleRule = {
  action: 'newsletter-subscribe',
  windowMinutes: 15,
  perIp: 50,
  perEmail: 5,
  message: 'Too many subscribe attempts. Please try again in a few minutes.',
};
