import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Sends through the SMTP server named by SMTP_URL (smtp://user:pass@host:port or smtps://...). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
