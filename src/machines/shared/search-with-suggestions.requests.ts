import { listProductsByWireQuery } from '../../api/catalogue.ts';
import { productTitle } from '../../domain/product-page.ts';
import { mainImage } from '../../domain/variants.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import { SUGGESTION_LIMIT, type Suggestion } from './search-with-suggestions.machine.ts';

/** Product suggestions for a search text: the first five products GET /product/list finds. */
export async function suggestProducts(text: string, signal: AbortSignal): Promise<Suggestion[]> {
  const page = await listProductsByWireQuery(apiClient, { search: text, limit: String(SUGGESTION_LIMIT) }, signal);
  return page.products.slice(0, SUGGESTION_LIMIT).map((product) => ({
    id: product._id,
    name: productTitle(product),
    image: mainImage(product) ?? null,
    category: product.category?.title ?? '',
  }));
}
