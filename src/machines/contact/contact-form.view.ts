import type { SnapshotFrom } from 'xstate';
import { contactMessageCount, type ContactForm } from '../../domain/validation/contact.ts';
import type { contactFormMachine } from './contact-form.machine.ts';

export interface ContactFormView {
  readonly form: ContactForm;
  readonly sending: boolean;
  readonly sent: boolean;
  readonly submitLabel: 'Send Message' | 'Sending...';
  /** '120/2000' */
  readonly messageCount: string;
  readonly referenceId: string;
}

export function contactFormView(snapshot: SnapshotFrom<typeof contactFormMachine>): ContactFormView {
  const sending = snapshot.matches('sending');
  return {
    form: snapshot.context.form,
    sending,
    sent: snapshot.matches('sent'),
    submitLabel: sending ? 'Sending...' : 'Send Message',
    messageCount: contactMessageCount(snapshot.context.form.message),
    referenceId: snapshot.context.referenceId,
  };
}
