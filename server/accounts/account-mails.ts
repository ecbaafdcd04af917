import type { MailMessage } from '../mail/mailer.ts';

export function verificationMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your email address',
    text: `Hello ${name},\n\nWelcome to the studio shop. Please confirm your email address by opening this link:\n\n${link}\n\nThe link works once and expires in 24 hours.\n`,
  };
}

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your password',
    text: `Hello ${name},\n\nWe received a request to reset your password. Choose a new one here:\n\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for this, you can ignore this mail.\n`,
  };
}
