import { getCategory } from '../../api/categories.ts';
import { apiClient } from '../../infrastructure/api-client.ts';

// Apart from shop.requests.ts, which the product page loads too: only a shop link that names a
// category by its slug needs this.

/** GET /category/{slug}: the category a link names by its slug (or id). */
export function loadCategory(slug: string, signal: AbortSignal) {
  return getCategory(apiClient, slug, signal);
}
