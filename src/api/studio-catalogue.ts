import type { ApiClient } from './client.ts';
import type { QueryOf } from './models.ts';
import type { components } from './schema.gen.ts';
import { read, send } from './request.ts';
import { forgetStock } from './stock-caches.ts';

type Schemas = components['schemas'];
export type StudioProductQuery = QueryOf<'listStudioProducts'>;

// The studio's catalogue calls. Each change drops this browser's cached product answers, so the
// shop pages it opens next show the change (the server drops its own cache too).

/** GET /studio/products: one page of the catalogue, archived products included. */
export function listStudioProducts(
  client: ApiClient,
  query: StudioProductQuery,
  signal: AbortSignal,
): Promise<Schemas['StudioProductListResponse']> {
  return read(client, (signal) => client.GET('/studio/products', { params: { query }, signal }), signal);
}

/** GET /studio/products/{productId}: the product for editing, with every variant. */
export async function getStudioProduct(client: ApiClient, productId: string, signal: AbortSignal): Promise<Schemas['StudioProduct']> {
  const answer = await read(
    client,
    (signal) => client.GET('/studio/products/{productId}', { params: { path: { productId } }, signal }),
    signal,
  );
  return answer.product;
}

type Saved = Schemas['StudioProductSaveResponse'];

async function changed(client: ApiClient, answer: Promise<Saved>): Promise<Saved> {
  const saved = await answer;
  forgetStock(client);
  return saved;
}

/** POST /studio/products: the product as saved, and the server's message. */
export function createStudioProduct(client: ApiClient, body: Schemas['StudioProductCreateRequest'], signal: AbortSignal): Promise<Saved> {
  return changed(
    client,
    send((signal) => client.POST('/studio/products', { body, signal }), signal),
  );
}

/** PUT /studio/products/{productId} */
export function updateStudioProduct(
  client: ApiClient,
  productId: string,
  body: Schemas['StudioProductRequest'],
  signal: AbortSignal,
): Promise<Saved> {
  return changed(
    client,
    send((signal) => client.PUT('/studio/products/{productId}', { params: { path: { productId } }, body, signal }), signal),
  );
}

/** POST /studio/products/{productId}/archive */
export function setStudioProductArchived(client: ApiClient, productId: string, archived: boolean, signal: AbortSignal): Promise<Saved> {
  return changed(
    client,
    send(
      (signal) => client.POST('/studio/products/{productId}/archive', { params: { path: { productId } }, body: { archived }, signal }),
      signal,
    ),
  );
}

/** POST /studio/products/{productId}/variants */
export function createStudioVariant(
  client: ApiClient,
  productId: string,
  body: Schemas['StudioVariantCreateRequest'],
  signal: AbortSignal,
): Promise<Saved> {
  return changed(
    client,
    send((signal) => client.POST('/studio/products/{productId}/variants', { params: { path: { productId } }, body, signal }), signal),
  );
}

/** PUT /studio/products/{productId}/variants/{variantId} */
export function updateStudioVariant(
  client: ApiClient,
  productId: string,
  variantId: string,
  body: Schemas['StudioVariantRequest'],
  signal: AbortSignal,
): Promise<Saved> {
  return changed(
    client,
    send(
      (signal) =>
        client.PUT('/studio/products/{productId}/variants/{variantId}', { params: { path: { productId, variantId } }, body, signal }),
      signal,
    ),
  );
}

/** DELETE /studio/products/{productId}/variants/{variantId} */
export function removeStudioVariant(client: ApiClient, productId: string, variantId: string, signal: AbortSignal): Promise<Saved> {
  return changed(
    client,
    send(
      (signal) =>
        client.DELETE('/studio/products/{productId}/variants/{variantId}', { params: { path: { productId, variantId } }, signal }),
      signal,
    ),
  );
}

/** POST /studio/products/{productId}/variants/{variantId}/archive */
export function setStudioVariantArchived(
  client: ApiClient,
  productId: string,
  variantId: string,
  archived: boolean,
  signal: AbortSignal,
): Promise<Saved> {
  return changed(
    client,
    send(
      (signal) =>
        client.POST('/studio/products/{productId}/variants/{variantId}/archive', {
          params: { path: { productId, variantId } },
          body: { archived },
          signal,
        }),
      signal,
    ),
  );
}

/** GET /studio/categories */
export async function listStudioCategories(client: ApiClient, signal: AbortSignal): Promise<Schemas['StudioCategory'][]> {
  return (await read(client, (signal) => client.GET('/studio/categories', { signal }), signal)).categories;
}

/** POST /studio/categories: the server's message. */
export async function createStudioCategory(
  client: ApiClient,
  body: Schemas['StudioCategoryRequest'],
  signal: AbortSignal,
): Promise<string> {
  return (await send((signal) => client.POST('/studio/categories', { body, signal }), signal)).message;
}

/** PUT /studio/categories/{categoryId}: the server's message. */
export async function updateStudioCategory(
  client: ApiClient,
  categoryId: string,
  body: Schemas['StudioCategoryRequest'],
  signal: AbortSignal,
): Promise<string> {
  return (await send((signal) => client.PUT('/studio/categories/{categoryId}', { params: { path: { categoryId } }, body, signal }), signal))
    .message;
}
