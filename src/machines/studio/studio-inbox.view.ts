import { formatDateTime } from '../../domain/dates.ts';
import { searchedListView, type SearchedListSnapshot } from './searched-list.view.ts';
import type { SearchedListQuery } from './searched-list.machine.ts';
import type { StudioInboxList } from './studio-types.ts';

export function studioInboxView(snapshot: SearchedListSnapshot<StudioInboxList, SearchedListQuery>) {
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const list = context.list;
  const messages = list?.messages ?? [];
  return {
    ...searchedListView(snapshot),
    empty: ready && messages.length === 0,
    emptyText: context.query.search ? 'No message matches this search.' : 'No messages yet.',
    summary: ready && list ? `${list.total} ${list.total === 1 ? 'message' : 'messages'}, ${list.unread} unread in the inbox` : '',
    messages: messages.map((message) => ({
      id: message.referenceId,
      href: `/studio/inbox/${encodeURIComponent(message.referenceId)}`,
      name: message.name,
      email: message.email,
      subject: message.subject,
      received: formatDateTime(message.receivedAt),
      unread: !message.read,
      state: message.handled ? 'Handled' : message.read ? 'Read' : 'Unread',
    })),
  };
}

export type StudioInboxView = ReturnType<typeof studioInboxView>;
