import type { ThrottleRule } from '../http/attempt-throttle.ts';

// The public account calls that send mail. Per email address: nobody can flood someone's inbox
// with links. Per client address: a script cannot cycle through addresses (or create accounts)
// from one machine. An office or campus shares an address, so that limit is more generous.

export const REGISTER_THROTTLE: ThrottleRule = {
  action: 'register',
  windowMinutes: 15,
  perIp: 10,
  message: 'Too many sign-up attempts. Please try again later.',
};

export const RESEND_VERIFICATION_THROTTLE: ThrottleRule = {
  action: 'resend-verification',
  windowMinutes: 15,
  perIp: 20,
  perEmail: 3,
  message: 'Too many verification emails requested. Please try again later.',
};

export const FORGOT_PASSWORD_THROTTLE: ThrottleRule = {
  action: 'forgot-password',
  windowMinutes: 15,
  perIp: 20,
  perEmail: 3,
  message: 'Too many password reset requests. Please try again later.',
};
