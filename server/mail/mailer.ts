/**
 * One outgoing mail. Plain text: every client shows it, and the links stay copyable. A mail may
 * carry the same content as HTML too (the payment receipt); it is then sent as multipart/alternative.
 */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** Extra headers, e.g. List-Unsubscribe on the newsletter's mails; names and values are the server's own, never typed by a visitor. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * A subject on one line: runs of whitespace, line breaks included, become one space. Subjects
 * can carry a visitor's words (the contact form's subject), and a line break in them would
 * forge lines in the server log, which prints every subject, or headers in a raw mail.
 */
export function oneLineSubject(subject: string): string {
  return subject.replace(/\s+/g, ' ').trim();
}
