import nodemailer from 'nodemailer';
import { oneLineSubject, type Mailer } from './mailer.ts';

/** Sends through the SMTP server named by SMTP_URL (smtp://user:pass@host:port or smtps://...). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      // With html beside text, nodemailer sends multipart/alternative: the client picks the part it shows.
      await transport.sendMail({
        from,
        to: message.to,
        subject: oneLineSubject(message.subject),
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        ...(message.headers === undefined ? {} : { headers: { ...message.headers } }),
      });
    },
  };
}
