import type { SnapshotFrom } from 'xstate';
import { formatDateTime } from '../../domain/dates.ts';
import { signedUnits, stockChangeLabel } from '../../domain/stock-adjustments.ts';
import type { StudioStockChange } from './studio-types.ts';
import type { studioProductStockMachine } from './studio-product-stock.machine.ts';
import { stockItemName } from './studio-stock.view.ts';

/** Who or what made a change: the person, the order, or the system. */
function causeOf(change: StudioStockChange): string {
  const who = change.actor ? change.actor.name || change.actor.email : '';
  if (change.orderNumber) return who ? `Order ${change.orderNumber} · ${who}` : `Order ${change.orderNumber}`;
  if (who) return who;
  return change.reason === 'opening' ? 'When the record began' : 'The studio’s key';
}

export function studioProductStockView(snapshot: SnapshotFrom<typeof studioProductStockMachine>) {
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const stock = context.stock;
  const history = stock?.history ?? [];
  const pages = stock?.pages ?? 0;
  return {
    loading: snapshot.matches('loading'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    title: stock ? `Stock history: ${stock.product.title}` : 'Stock history',
    sku: stock?.product.sku ?? '',
    mediaHref: `/studio/products/${encodeURIComponent(context.productId)}/media`,
    items: (stock?.items ?? []).map((item) => ({
      key: item.variantId ?? item.productId,
      name: stockItemName(item),
      stock: item.stock,
      low: item.low,
    })),
    empty: ready && history.length === 0,
    history: history.map((change) => ({
      id: change._id,
      at: formatDateTime(change.at),
      variant: change.variant ?? '',
      reason: stockChangeLabel(change.reason),
      delta: signedUnits(change.delta),
      stockAfter: change.stockAfter,
      note: change.note ?? '',
      cause: causeOf(change),
      orderHref: change.orderNumber ? `/studio/orders/${encodeURIComponent(change.orderNumber)}` : null,
    })),
    showVariant: stock?.product.hasVariants ?? false,
    page: context.page,
    pages,
    canGoBack: ready && context.page > 1,
    canGoForward: ready && context.page < pages,
  };
}

export type StudioProductStockView = ReturnType<typeof studioProductStockView>;
