import { cacheSlot, forgetting } from './cache.ts';
import type { ApiClient } from './client.ts';
import { DEFAULT_FRESH_MS } from './lifetimes.ts';
import type { DigitalProductGrant, DownloadLinkResponse } from './models.ts';
import { read, send } from './request.ts';

const grants = cacheSlot<ReadonlyArray<DigitalProductGrant>>(DEFAULT_FRESH_MS, 'user');
const ALL = 'all';

export function invalidateDigitalProducts(client: ApiClient): void {
  grants.invalidate(client, ALL);
}

/** GET /user/digital-products: every grant; the caller filters by orderId. */
export function listDigitalProducts(client: ApiClient, signal: AbortSignal): Promise<ReadonlyArray<DigitalProductGrant>> {
  const fetch = () => read(client, (signal) => client.GET('/user/digital-products', { signal }), signal);
  return grants.through(client, ALL, () => fetch().then((a) => a.digitalProducts));
}

/**
 * POST /user/digital-products/{id}/download: a download URL. Rejected 403 when expired or the
 * limit is reached. The count changed, so the list is forgotten (the spec refreshes it).
 */
export function downloadDigitalProduct(client: ApiClient, id: string, signal: AbortSignal): Promise<DownloadLinkResponse> {
  return send((signal) => client.POST('/user/digital-products/{id}/download', { params: { path: { id } }, signal }), signal).then(
    forgetting(() => invalidateDigitalProducts(client)),
  );
}
