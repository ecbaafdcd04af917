/** Product page layout rules. */

export const SIMILAR_PRODUCTS_SHOWN = 4;
export const THUMBNAILS_PER_ROW = 5;

/** The Similar Products grid shows the first four items. */
export function similarProductsShown<P>(products: readonly P[] | null | undefined): P[] {
  return (products ?? []).slice(0, SIMILAR_PRODUCTS_SHOWN);
}

/** Thumbnails in rows of five. */
export function thumbnailRows<T>(images: readonly T[]): T[][] {
  const rows: T[][] = [];
  for (let start = 0; start < images.length; start += THUMBNAILS_PER_ROW) {
    rows.push(images.slice(start, start + THUMBNAILS_PER_ROW));
  }
  return rows;
}

/** Some views call the product's name 'title', others 'name'. */
export function productTitle(product: { title?: string | null; name?: string | null }): string {
  return product.title ?? product.name ?? '';
}
