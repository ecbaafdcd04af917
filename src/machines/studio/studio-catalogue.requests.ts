import {
  createStudioCategory,
  createStudioProduct,
  createStudioVariant,
  getStudioProduct,
  listStudioCategories,
  listStudioProducts,
  removeStudioVariant,
  setStudioProductArchived,
  setStudioVariantArchived,
  updateStudioCategory,
  updateStudioProduct,
  updateStudioVariant,
} from '../../api/studio-catalogue.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import type { CatalogueChange } from './studio-product-editor.machine.ts';
import type { StudioProductsQuery } from './studio-products.machine.ts';
import type { StudioCategoryRequest, StudioProductCreateRequest, StudioProductRequest } from './studio-types.ts';

// The studio's catalogue calls, loaded on first use by the catalogue's *.live.ts files.

export const fetchStudioProducts = (query: StudioProductsQuery, signal: AbortSignal) =>
  listStudioProducts(apiClient, { ...(query.search ? { search: query.search } : {}), status: query.status, page: query.page }, signal);

/** The categories to choose from, and the product when one is edited. */
export async function fetchProductEditor(productId: string | null, signal: AbortSignal) {
  const [categories, product] = await Promise.all([
    listStudioCategories(apiClient, signal),
    productId ? getStudioProduct(apiClient, productId, signal) : Promise.resolve(null),
  ]);
  return { categories, product };
}

export const requestProductCreate = (product: StudioProductCreateRequest, signal: AbortSignal) =>
  createStudioProduct(apiClient, product, signal);
export const requestProductUpdate = (productId: string, product: StudioProductRequest, signal: AbortSignal) =>
  updateStudioProduct(apiClient, productId, product, signal);

export function requestCatalogueChange(change: CatalogueChange, signal: AbortSignal) {
  switch (change.kind) {
    case 'archive':
      return setStudioProductArchived(apiClient, change.productId, change.archived, signal);
    case 'createVariant':
      return createStudioVariant(apiClient, change.productId, change.variant, signal);
    case 'updateVariant': {
      const { stock: _stock, ...variant } = change.variant;
      return updateStudioVariant(apiClient, change.productId, change.variantId, variant, signal);
    }
    case 'removeVariant':
      return removeStudioVariant(apiClient, change.productId, change.variantId, signal);
    case 'archiveVariant':
      return setStudioVariantArchived(apiClient, change.productId, change.variantId, change.archived, signal);
  }
}

export const fetchStudioCategories = (signal: AbortSignal) => listStudioCategories(apiClient, signal);
export const requestCategoryCreate = (category: StudioCategoryRequest, signal: AbortSignal) =>
  createStudioCategory(apiClient, category, signal);
export const requestCategoryUpdate = (categoryId: string, category: StudioCategoryRequest, signal: AbortSignal) =>
  updateStudioCategory(apiClient, categoryId, category, signal);
