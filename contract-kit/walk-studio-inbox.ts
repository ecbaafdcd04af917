import type { ContractClient } from './client.ts';
import { expect, tokenFromOutbox } from './walk.ts';

/**
 * The studio's inbox and newsletter: a visitor's contact message is found in the inbox, opened and
 * marked handled and not handled again; an address subscribes, is found in the subscriber list and
 * its CSV, unsubscribes with its mailed link, and staff unsubscribe it again (no change).
 */
export async function walkInboxAndNewsletter(client: ContractClient, token: string, outboxDir: string, stamp: string): Promise<void> {
  const sent = expect(
    client,
    'submitContactMessage',
    await client.call('POST', '/contact/submit', {
      body: {
        name: 'Kit Visitor',
        email: `kit.visitor.${stamp}@example.ng`,
        phone: '+234 803 123 4567',
        subject: 'Conformance kit',
        message: 'A message for the inbox.',
      },
    }),
    201,
    'send a contact message',
  );
  const referenceId = sent.referenceId as string;
  expect(
    client,
    'listStudioInbox',
    await client.call('GET', '/studio/inbox', { token, query: { search: referenceId } }),
    200,
    'find the message in the inbox',
  );
  const path = `/studio/inbox/${encodeURIComponent(referenceId)}`;
  expect(client, 'getStudioInboxMessage', await client.call('GET', path, { token }), 200, 'open the message');
  for (const handled of [true, false]) {
    expect(
      client,
      'setStudioInboxHandled',
      await client.call('POST', `${path}/handled`, { token, body: { handled } }),
      200,
      handled ? 'mark it handled' : 'mark it not handled',
    );
  }

  const email = `kit.reader.${stamp}@example.ng`;
  expect(
    client,
    'subscribeToNewsletter',
    await client.call('POST', '/newsletter/subscribe', { body: { email, source: '/kit' } }),
    200,
    'subscribe to the newsletter',
  );
  expect(
    client,
    'listStudioSubscribers',
    await client.call('GET', '/studio/newsletter', { token, query: { search: email } }),
    200,
    'find the subscriber',
  );
  expect(
    client,
    'exportStudioSubscribers',
    await client.call('GET', '/studio/newsletter/export', { token, query: { status: 'pending' } }),
    200,
    'export the pending subscribers as CSV',
  );
  const unsubscribe = await tokenFromOutbox(outboxDir, email, 'newsletter/unsubscribe');
  if (!unsubscribe) {
    client.report.record('unsubscribeFromNewsletter', `no /newsletter/unsubscribe/{token} link mailed to ${email} in ${outboxDir}`);
    return;
  }
  expect(
    client,
    'unsubscribeFromNewsletter',
    await client.call('POST', `/newsletter/unsubscribe/${unsubscribe}`),
    200,
    'unsubscribe with the mailed link',
  );
  expect(
    client,
    'unsubscribeStudioSubscriber',
    await client.call('POST', '/studio/newsletter/unsubscribe', { token, body: { email } }),
    200,
    'staff unsubscribe the address (already off the list)',
  );
}
