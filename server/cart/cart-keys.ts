/**
 * A cart line is one product, one variant (or none) and one way of buying: from stock or as a
 * pre-order. The key names exactly that, so adding the same choice again adds to its line.
 */
export function cartKey(productId: string, variantId: string | null, isPreorder: boolean): string {
  return [productId, variantId ?? 'base', isPreorder ? 'preorder' : 'stock'].join('~');
}
