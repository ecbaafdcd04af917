import { displayPhone } from '../../src/domain/phone.ts';
import type { MailMessage } from '../mail/mailer.ts';

export interface StoredContactMessage {
  readonly referenceId: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly subject: string;
  readonly message: string;
}

/** The message itself, to the studio's inbox; replying to it means writing to the sender. */
export function studioCopy(to: string, sent: StoredContactMessage): MailMessage {
  return {
    to,
    subject: `[${sent.referenceId}] ${sent.subject}`,
    text: [
      `New message from the contact form (reference ${sent.referenceId}).`,
      '',
      `Name: ${sent.name}`,
      `Email: ${sent.email}`,
      `Phone: ${displayPhone(sent.phone)}`,
      `Subject: ${sent.subject}`,
      '',
      sent.message,
    ].join('\n'),
  };
}

/**
 * The sender's receipt: the reference to quote and the promise of a reply within 24 hours, and
 * nothing the sender typed. Anyone can put any address in the form, so a receipt that repeated
 * the name, subject or message would let strangers send their own text from the studio's
 * address to whomever they like.
 */
export function senderReceipt(sent: Pick<StoredContactMessage, 'referenceId' | 'email'>, studioPhone: string): MailMessage {
  return {
    to: sent.email,
    subject: `We received your message (${sent.referenceId})`,
    text: [
      'Hello,',
      '',
      `Thank you for writing to us. Your reference ID is ${sent.referenceId}.`,
      'We will reply within 24 hours. If it is urgent, call us on ' + studioPhone + '.',
      '',
      'If you did not write to us, you can ignore this email.',
    ].join('\n'),
  };
}
