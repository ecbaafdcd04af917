import type { SnapshotFrom } from 'xstate';
import { formatDateTime } from '../../domain/dates.ts';
import type { studioInboxMachine } from './studio-inbox.machine.ts';

export function studioInboxView(snapshot: SnapshotFrom<typeof studioInboxMachine>) {
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const list = context.list;
  return {
    loading: snapshot.matches('loading') || snapshot.matches('checkingLogin'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    text: context.text,
    searched: context.search,
    empty: ready && (list?.messages.length ?? 0) === 0,
    emptyText: context.search ? 'No message matches this search.' : 'No messages yet.',
    summary: ready && list ? `${list.total} ${list.total === 1 ? 'message' : 'messages'}, ${list.unread} unread in the inbox` : '',
    messages: (list?.messages ?? []).map((message) => ({
      id: message.referenceId,
      href: `/studio/inbox/${encodeURIComponent(message.referenceId)}`,
      name: message.name,
      email: message.email,
      subject: message.subject,
      received: formatDateTime(message.receivedAt),
      unread: !message.read,
      state: message.handled ? 'Handled' : message.read ? 'Read' : 'Unread',
    })),
    page: context.page,
    pages: list?.pages ?? 0,
    canGoBack: ready && context.page > 1,
    canGoForward: ready && context.page < (list?.pages ?? 0),
  };
}

export type StudioInboxView = ReturnType<typeof studioInboxView>;
