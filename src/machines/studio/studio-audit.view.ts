import type { SnapshotFrom } from 'xstate';
import { formatDateTime } from '../../domain/dates.ts';
import type { studioAuditMachine } from './studio-audit.machine.ts';

const ACTIONS: Record<string, string> = {
  'order.move': 'Moved an order',
  'order.collect': 'Marked an order paid and collected',
  'owner.create': 'Named the owner',
  'staff.invite': 'Invited staff',
  'staff.revoke': 'Revoked staff',
  'stock.adjust': 'Adjusted stock',
  'product.create': 'Added a product',
  'product.update': 'Changed a product',
  'product.archive': 'Archived a product',
  'product.restore': 'Restored a product',
  'variant.create': 'Added a variant',
  'variant.update': 'Changed a variant',
  'variant.remove': 'Removed a variant',
  'variant.archive': 'Archived a variant',
  'variant.restore': 'Restored a variant',
  'category.create': 'Added a category',
  'category.update': 'Changed a category',
  'product.picture.add': 'Uploaded a picture',
  'product.picture.reorder': 'Reordered pictures',
  'product.picture.cover': 'Chose a cover picture',
  'product.picture.delete': 'Deleted a picture',
  'product.file.replace': 'Uploaded a digital file',
};

/** 'status: confirmed, note: Packing today'; '' for nothing. */
function describe(state: Record<string, unknown> | null): string {
  if (!state) return '';
  return Object.entries(state)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

export function studioAuditView(snapshot: SnapshotFrom<typeof studioAuditMachine>) {
  const { context } = snapshot;
  const audit = context.audit;
  const ready = snapshot.matches('ready');
  const entries = audit?.entries ?? [];
  const pages = audit?.pages ?? 0;
  return {
    loading: snapshot.matches('loading'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    empty: ready && entries.length === 0,
    entries: entries.map((entry) => ({
      id: entry._id,
      when: formatDateTime(entry.at),
      who: entry.actor ? `${entry.actor.name} (${entry.actor.email})` : 'Operator key',
      what: ACTIONS[entry.action] ?? entry.action,
      subject: entry.subject,
      before: describe(entry.before),
      after: describe(entry.after),
    })),
    page: context.page,
    pages,
    canGoBack: ready && context.page > 1,
    canGoForward: ready && context.page < pages,
  };
}

export type StudioAuditView = ReturnType<typeof studioAuditView>;
