import type { SnapshotFrom } from 'xstate';
import { formatDate } from '../../domain/dates.ts';
import { SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES } from '../../domain/newsletter-subscribers.ts';
import type { studioNewsletterMachine } from './studio-newsletter.machine.ts';

export function studioNewsletterView(snapshot: SnapshotFrom<typeof studioNewsletterMachine>) {
  const { context } = snapshot;
  const ready = snapshot.matches({ active: { list: 'ready' } });
  const failed = snapshot.matches({ active: { list: 'failed' } });
  const saving = snapshot.matches({ active: { unsubscribe: 'saving' } });
  const list = context.list;
  const subscribers = list?.subscribers ?? [];
  const pages = list?.pages ?? 0;
  const filtered = context.search !== '' || context.status !== '';
  return {
    loading: snapshot.matches({ active: { list: 'loading' } }),
    problem: failed ? context.loadError : '',
    canRetry: failed,
    text: context.text,
    searched: context.search,
    status: context.status,
    statusOptions: [
      { value: '', label: 'Every state' },
      ...SUBSCRIBER_STATUSES.map((value) => ({ value, label: SUBSCRIBER_STATUS_LABELS[value] })),
    ],
    empty: ready && subscribers.length === 0,
    emptyText: filtered ? 'No subscriber matches this search.' : 'No subscribers yet.',
    summary: ready && list ? `${list.total} ${list.total === 1 ? 'subscriber' : 'subscribers'}` : '',
    exporting: snapshot.matches({ active: { export: 'exporting' } }),
    subscribers: subscribers.map((subscriber) => ({
      email: subscriber.email,
      subscribed: formatDate(subscriber.subscribedAt),
      state: SUBSCRIBER_STATUS_LABELS[subscriber.status],
      source: subscriber.source ?? '—',
      unsubscribed: subscriber.status === 'unsubscribed',
      canUnsubscribe: !saving,
      unsubscribeLabel: context.unsubscribing === subscriber.email ? 'Unsubscribing…' : 'Unsubscribe',
    })),
    page: context.page,
    pages,
    canGoBack: ready && context.page > 1,
    canGoForward: ready && context.page < pages,
  };
}

export type StudioNewsletterView = ReturnType<typeof studioNewsletterView>;
