import type { ThrottleRule } from '../http/attempt-throttle.ts';

/**
 * Per client address only: one address may serve a whole office or campus, so it gets room for a
 * queue of colleagues; a script filling the list from one address is stopped after that.
 */
export const SUBSCRIBE_THROTTLE: ThrottleRule = {
  action: 'newsletter-subscribe',
  windowMinutes: 15,
  perIp: 50,
  message: 'Too many subscribe attempts. Please try again in a few minutes.',
};
