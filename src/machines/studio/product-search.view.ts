import type { SnapshotFrom } from 'xstate';
import type { ProductOption, productSearchMachine } from './product-search.machine.ts';

export interface ProductSearchView {
  readonly text: string;
  /** From the first key that searches until its answer. */
  readonly searching: boolean;
  readonly options: readonly ProductOption[];
  readonly problem: string;
  /** A search came back with nothing. */
  readonly noProducts: boolean;
}

/** The field before the screen's search child has started. */
export const EMPTY_PRODUCT_SEARCH: ProductSearchView = { text: '', searching: false, options: [], problem: '', noProducts: false };

/** The product search field: the text, whether it is searching, what it found or why not. */
export function productSearchView(snapshot: SnapshotFrom<typeof productSearchMachine>): ProductSearchView {
  const { context } = snapshot;
  return {
    text: context.text,
    searching: snapshot.matches('waiting') || snapshot.matches('searching'),
    options: context.options,
    problem: context.problem,
    noProducts: snapshot.matches('answered') && context.options.length === 0,
  };
}
