import type { MailMessage } from '../mail/mailer.ts';
import { STUDIO_NAME } from '../../src/domain/studio.ts';

/** The one-time link of a new owner or staff member; no password is ever chosen for them. */
export function setPasswordMail(to: string, role: 'staff' | 'owner', link: string): MailMessage {
  const what = role === 'owner' ? 'the owner of' : 'a member of the staff of';
  return {
    to,
    subject: `Set your password for ${STUDIO_NAME}`,
    text: `Hello,\n\nYou are now ${what} ${STUDIO_NAME}'s shop. Choose your password here:\n\n${link}\n\nThe link works once and expires in 72 hours. Then log in and you will land in the studio's back office.\n`,
  };
}

/** An existing customer account made staff: it keeps its password. */
export function madeStaffMail(to: string, siteUrl: string): MailMessage {
  return {
    to,
    subject: `You are now staff at ${STUDIO_NAME}`,
    text: `Hello,\n\nYour account at ${STUDIO_NAME}'s shop can now run the studio's back office. Log in as usual:\n\n${siteUrl}/login\n`,
  };
}
