import type { ApiClient } from './client.ts';
import type { QueryOf } from './models.ts';
import type { components } from './schema.gen.ts';
import { read, send } from './request.ts';

type Schemas = components['schemas'];

// The studio's inbox and newsletter calls. Read fresh every time: several people work the same inbox.

/** GET /studio/inbox: one page of the contact messages, newest first, searched. */
export function listStudioInbox(
  client: ApiClient,
  query: QueryOf<'listStudioInbox'>,
  signal: AbortSignal,
): Promise<Schemas['StudioInboxListResponse']> {
  return read(client, (signal) => client.GET('/studio/inbox', { params: { query }, signal }), signal);
}

/** GET /studio/inbox/{referenceId}: one message, read from now on. */
export function getStudioInboxMessage(
  client: ApiClient,
  referenceId: string,
  signal: AbortSignal,
): Promise<Schemas['StudioInboxMessageResponse']> {
  return read(client, (signal) => client.GET('/studio/inbox/{referenceId}', { params: { path: { referenceId } }, signal }), signal);
}

/** POST /studio/inbox/{referenceId}/handled: the message as it is now, and the server's message. */
export function setStudioInboxHandled(
  client: ApiClient,
  referenceId: string,
  handled: boolean,
  signal: AbortSignal,
): Promise<Schemas['StudioInboxMessageResponse']> {
  return send(
    (signal) => client.POST('/studio/inbox/{referenceId}/handled', { params: { path: { referenceId } }, body: { handled }, signal }),
    signal,
  );
}

/** GET /studio/newsletter: one page of the subscribers, searched and filtered. */
export function listStudioSubscribers(
  client: ApiClient,
  query: QueryOf<'listStudioSubscribers'>,
  signal: AbortSignal,
): Promise<Schemas['StudioSubscriberListResponse']> {
  return read(client, (signal) => client.GET('/studio/newsletter', { params: { query }, signal }), signal);
}

/** GET /studio/newsletter/export: the searched and filtered subscribers as CSV text. */
export function exportStudioSubscribers(
  client: ApiClient,
  query: QueryOf<'exportStudioSubscribers'>,
  signal: AbortSignal,
): Promise<string> {
  return read(client, (signal) => client.GET('/studio/newsletter/export', { params: { query }, parseAs: 'text', signal }), signal);
}

/** POST /studio/newsletter/unsubscribe: the server's message ('Unsubscribed'). */
export async function unsubscribeStudioSubscriber(client: ApiClient, email: string, signal: AbortSignal): Promise<string> {
  return (await send((signal) => client.POST('/studio/newsletter/unsubscribe', { body: { email }, signal }), signal)).message;
}
