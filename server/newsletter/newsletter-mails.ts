import type { MailMessage } from '../mail/mailer.ts';

// Anyone can type any address into the footer's form: these mails carry nothing typed.

/** Where an address's mail can unsubscribe it: the page for people, the call for one-click mail clients. */
export interface UnsubscribeLinks {
  /** `/newsletter/unsubscribe/{token}`: a page with a button (opening it changes nothing). */
  readonly page: string;
  /** The call a mail client POSTs `List-Unsubscribe=One-Click` to (RFC 8058). */
  readonly oneClick: string;
}

function unsubscribeFooter(links: UnsubscribeLinks): string {
  return `\n--\nTo stop all mail about the studio's newsletter, unsubscribe here:\n${links.page}\n`;
}

/** The headers that let a mail client offer its own Unsubscribe button, which POSTs to the one-click URL. */
export function unsubscribeHeaders(links: UnsubscribeLinks): Readonly<Record<string, string>> {
  return { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function confirmSubscriptionMail(to: string, link: string, unsubscribe: UnsubscribeLinks): MailMessage {
  return {
    to,
    subject: 'Confirm your newsletter subscription',
    text:
      `Hello,\n\nPlease confirm that you want the studio's newsletter by opening this link:\n\n${link}\n\nThe link works for 7 days. If you did not ask for the newsletter, ignore this mail and you will not be added.\n` +
      unsubscribeFooter(unsubscribe),
    headers: unsubscribeHeaders(unsubscribe),
  };
}

export function alreadySubscribedMail(to: string, unsubscribe: UnsubscribeLinks): MailMessage {
  return {
    to,
    subject: 'You are already subscribed',
    text:
      `Hello,\n\nSomeone, perhaps you, asked to subscribe this address to the studio's newsletter. It is already on the list, so nothing changed.\n\nIf this was not you, you can ignore this mail.\n` +
      unsubscribeFooter(unsubscribe),
    headers: unsubscribeHeaders(unsubscribe),
  };
}
