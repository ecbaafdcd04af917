/** The studio's inbox of contact messages: its page size, its texts and the reply link. */

export const STUDIO_INBOX_PAGE_SIZE = 50;
export const MESSAGE_NOT_FOUND = 'Message not found';
export const MARKED_HANDLED = 'Message marked handled';
export const MARKED_NOT_HANDLED = 'Message marked not handled';
/** Who handled a message when the operator's key did it (it has no name). */
export const OPERATOR_NAME = "The operator's key";

/**
 * 'mailto:ada@example.ng?subject=Re%3A%20%5BMSG-20261126-7K2Q%5D%20Portrait%20session': the reply
 * keeps the reference in its subject, as the studio's copy of the message does.
 */
export function replyLink(email: string, referenceId: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Re: [${referenceId}] ${subject}`)}`;
}
