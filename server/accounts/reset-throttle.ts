import type { ThrottleRule } from '../http/attempt-throttle.ts';

/**
 * Setting a new password through a mailed link, per client address. A customer needs one or two
 * tries; a script trying tokens, or making the server hash passwords, is stopped after these.
 */
export const RESET_PASSWORD_THROTTLE: ThrottleRule = {
  action: 'reset-password',
  windowMinutes: 15,
  perIp: 20,
  message: 'Too many password reset attempts. Please try again later.',
};
