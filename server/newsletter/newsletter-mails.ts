import type { MailMessage } from '../mail/mailer.ts';

// Anyone can type any address into the footer's form: these mails carry nothing typed.

export function confirmSubscriptionMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your newsletter subscription',
    text: `Hello,\n\nPlease confirm that you want the studio's newsletter by opening this link:\n\n${link}\n\nThe link works for 7 days. If you did not ask for the newsletter, ignore this mail and you will not be added.\n`,
  };
}

export function alreadySubscribedMail(to: string): MailMessage {
  return {
    to,
    subject: 'You are already subscribed',
    text: `Hello,\n\nSomeone, perhaps you, asked to subscribe this address to the studio's newsletter. It is already on the list, so nothing changed.\n\nIf this was not you, you can ignore this mail.\n`,
  };
}
