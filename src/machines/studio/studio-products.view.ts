import { formatNaira } from '../../domain/money.ts';
import { searchedListView, type SearchedListSnapshot } from './searched-list.view.ts';
import type { StudioProductsQuery } from './studio-products.machine.ts';
import type { StudioProductList, StudioProductStatus } from './studio-types.ts';

const STATUS_OPTIONS: readonly { value: StudioProductStatus; label: string }[] = [
  { value: 'all', label: 'All products' },
  { value: 'active', label: 'On sale' },
  { value: 'archived', label: 'Archived' },
];

export function studioProductsView(snapshot: SearchedListSnapshot<StudioProductList, StudioProductsQuery>) {
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const list = context.list;
  const products = list?.products ?? [];
  const { search, status } = context.query;
  return {
    ...searchedListView(snapshot),
    status,
    statuses: STATUS_OPTIONS,
    busy: !ready,
    newHref: '/studio/products/new',
    summary: list && ready ? `${list.total} ${list.total === 1 ? 'product' : 'products'}${search ? ` matching “${search}”` : ''}` : '',
    empty: ready && products.length === 0,
    emptyText: search ? 'No product matches this search.' : 'No products here yet.',
    rows: products.map((product) => ({
      id: product._id,
      href: `/studio/products/${encodeURIComponent(product._id)}`,
      title: product.title,
      sku: product.sku,
      category: product.categoryTitle,
      price: formatNaira(product.price),
      stock: product.variantCount > 0 ? `${product.stock} (${product.variantCount} variants)` : String(product.stock),
      status: product.archived ? 'Archived' : 'On sale',
    })),
  };
}

export type StudioProductsView = ReturnType<typeof studioProductsView>;
