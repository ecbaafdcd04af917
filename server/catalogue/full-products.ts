import type { components } from '../../src/api/schema.gen.ts';
import type { ProductDetailRow } from './product-rows.ts';
import { productDetailView } from './product-view.ts';
import { timeStage } from '../observability/stage-timing.ts';

/** The contract's Product for each row read with its details (PRODUCT_DETAIL_COLUMNS): variants, reviews, a digital product's file. */
export function fullProducts(rows: readonly ProductDetailRow[]): components['schemas']['Product'][] {
  return timeStage('shape', () => rows.map(productDetailView));
}
