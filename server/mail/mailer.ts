/** One outgoing mail. Plain text: every client shows it, and the links stay copyable. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
