import type { SnapshotFrom } from 'xstate';
import { adjustmentProblemAt, parseStockDelta, STOCK_ADJUSTMENT_REASONS, stockChangeLabel } from '../../domain/stock-adjustments.ts';
import type { StudioStockItem } from './studio-types.ts';
import type { studioStockMachine } from './studio-stock.machine.ts';

export function stockItemName(item: StudioStockItem): string {
  return item.variant ? `${item.title} (${item.variant})` : item.title;
}

export function studioStockView(snapshot: SnapshotFrom<typeof studioStockMachine>) {
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const list = context.list;
  const items = list?.items ?? [];
  const pages = list?.pages ?? 0;
  const form = context.form;
  const delta = form ? parseStockDelta(form.units) : Number.NaN;
  // The stock the change would leave, shown once the units are a valid change.
  const preview =
    form && adjustmentProblemAt({ reason: 'correction', delta }, form.item.stock) === null
      ? `${form.item.stock + delta} in stock after`
      : '';
  return {
    loading: snapshot.matches('loading'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    text: context.text,
    searched: context.search,
    heading: context.search ? `Stock of products matching “${context.search}”` : `Low stock (${list?.threshold ?? 5} or fewer)`,
    empty: ready && items.length === 0,
    emptyText: context.search ? 'No product matches this search.' : 'Nothing is low on stock.',
    items: items.map((item) => ({
      key: `${item.productId}/${item.variantId ?? ''}`,
      productId: item.productId,
      variantId: item.variantId,
      name: stockItemName(item),
      sku: item.sku,
      stock: item.stock,
      low: item.low,
      historyHref: `/studio/stock/${encodeURIComponent(item.productId)}`,
    })),
    dialog: form && {
      title: `Adjust stock: ${stockItemName(form.item)}`,
      current: `${form.item.stock} in stock now`,
      reasons: STOCK_ADJUSTMENT_REASONS.map((reason) => ({ value: reason, label: stockChangeLabel(reason) })),
      reason: form.reason,
      units: form.units,
      note: form.note,
      preview,
      error: form.error,
      saving: snapshot.matches({ ready: 'saving' }),
    },
    busy: !snapshot.matches({ ready: 'idle' }),
    page: context.page,
    pages,
    canGoBack: ready && context.page > 1,
    canGoForward: ready && context.page < pages,
  };
}

export type StudioStockView = ReturnType<typeof studioStockView>;
