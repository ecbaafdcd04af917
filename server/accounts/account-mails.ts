import type { MailMessage } from '../mail/mailer.ts';

// Anyone can type any address into the sign-up, forgot-password and resend forms, so none of
// these mails repeats what was typed (the name above all): the shop's address must not carry a
// stranger's text to whomever they like. Each greets with a plain 'Hello,', as the contact
// form's receipt does.

export function verificationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your email address',
    text: `Hello,\n\nWelcome to the studio shop. Please confirm your email address by opening this link:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, you can ignore this mail.\n`,
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your password',
    text: `Hello,\n\nWe received a request to reset your password. Choose a new one here:\n\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for this, you can ignore this mail.\n`,
  };
}

/**
 * A sign-up with an address that already has an account: the form's answer is the same as for a
 * new address (it must not tell a stranger who has an account), so the owner hears it here.
 */
export function alreadyRegisteredMail(to: string, siteUrl: string): MailMessage {
  return {
    to,
    subject: 'You already have an account',
    text: `Hello,\n\nSomeone, perhaps you, tried to create an account at the studio shop with this email address, which already has one. Nothing was changed.\n\nLog in here: ${siteUrl}/login\nForgot your password? Choose a new one here: ${siteUrl}/forgot-password\n\nIf this was not you, you can ignore this mail.\n`,
  };
}

/** A password reset or a verification link asked for an address that has no account. */
export function noAccountMail(to: string, siteUrl: string): MailMessage {
  return {
    to,
    subject: 'No account with this email address',
    text: `Hello,\n\nSomeone, perhaps you, asked the studio shop for a link for this email address, but it has no account.\n\nTo create one, sign up here: ${siteUrl}/login\n\nIf this was not you, you can ignore this mail.\n`,
  };
}

/** A verification link asked for an account that is already verified. */
export function alreadyVerifiedMail(to: string, siteUrl: string): MailMessage {
  return {
    to,
    subject: 'Your email address is already verified',
    text: `Hello,\n\nSomeone, perhaps you, asked for a new verification link, but this email address is already verified. You can log in here: ${siteUrl}/login\n\nIf this was not you, you can ignore this mail.\n`,
  };
}
