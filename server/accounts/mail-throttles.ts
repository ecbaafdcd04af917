import type { ThrottleRule } from '../http/attempt-throttle.ts';

// The public account calls that send mail. Per email address: nobody can flood someone's inbox
// with links. Per client address: a script cannot cycle through addresses (or create accounts)
// from one machine. An office or campus shares an address, so that limit is more generous. Five
// mails a quarter-hour leave room for a link that went to spam or a second try, and still keep a
// stranger's inbox from filling up.

// Sign-ups count once they pass the form's checks (a taken email included): a school's or
// office's shared address, or a form filled in wrongly a few times, must not lock everyone
// behind it out. A taken email gets a mail too ('You already have an account'), hence the
// per-email limit.
export const REGISTER_THROTTLE: ThrottleRule = {
  action: 'register',
  windowMinutes: 15,
  perIp: 50,
  perEmail: 5,
  message: 'Too many sign-up attempts. Please try again later.',
};

export const RESEND_VERIFICATION_THROTTLE: ThrottleRule = {
  action: 'resend-verification',
  windowMinutes: 15,
  perIp: 50,
  perEmail: 5,
  message: 'Too many verification emails requested. Please try again later.',
};

export const FORGOT_PASSWORD_THROTTLE: ThrottleRule = {
  action: 'forgot-password',
  windowMinutes: 15,
  perIp: 50,
  perEmail: 5,
  message: 'Too many password reset requests. Please try again later.',
};
