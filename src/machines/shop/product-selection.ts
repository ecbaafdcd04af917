import type { components } from '../../api/schema.gen.ts';
import { cleanSelectedAttributes, productOptionsError } from '../../domain/cart.ts';
import { productAvailability } from '../../domain/stock.ts';
import { autoSelectedVariant, exactMatch, matchingVariants, type AttributeSelection } from '../../domain/variants.ts';
import type { AddToCartEvent, CartLine } from '../shared/add-to-cart.machine.ts';

type Product = components['schemas']['Product'];
type Variant = components['schemas']['Variant'];

// The product page's rules over a product and the shopper's choice, used by its machine and its
// view (product-detail.view.ts), never by the UI.

/** The variant the selection stands for: the exact match, else the only compatible one. */
export function resolveVariant(variants: readonly Variant[], selection: AttributeSelection): Variant | null {
  return exactMatch(variants, selection) ?? autoSelectedVariant(matchingVariants(variants, selection)) ?? null;
}

/** The stock that counts: the chosen variant's, else the product's. */
export function currentStock(product: Product, variant: Variant | null): number {
  return variant?.stock ?? product.stock;
}

/** Quantities stop at the stock; a pre-order (nothing in stock) has no stock figure (99, domain clampQuantity). */
export function quantityCap(product: Product, variant: Variant | null): number | null {
  const stock = currentStock(product, variant);
  return stock > 0 ? stock : null;
}

/** The images of the gallery: the chosen variant's first, then the product's, without repeats. */
export function galleryImages(product: Product, variant: Variant | null): string[] {
  const images = [...(variant?.images ?? []), ...product.images];
  if (images.length === 0 && product.image) images.push(product.image);
  return [...new Set(images)];
}

/** The main button's press: the line it sends and the two refusals the add-to-cart machine applies. */
export function mainAdd(
  product: Product,
  variant: Variant | null,
  selection: AttributeSelection,
  quantity: number,
  preorder: boolean,
): AddToCartEvent {
  const line: CartLine = {
    productId: product._id,
    quantity,
    variantId: variant?._id ?? null,
    selectedAttributes: cleanSelectedAttributes(variant ? variant.selectedAttributes : selection),
    isPreorder: preorder,
  };
  const availability = productAvailability({ stock: currentStock(product, variant), preorder: product.preorder });
  return {
    type: 'cart.add',
    line,
    optionsMissing: productOptionsError(product.variants.length, variant?._id) !== null,
    soldOut: availability.cartButtonDisabled && !preorder,
  };
}

/** A similar product's quick add: one unit, as a pre-order when it has none in stock. */
export function quickAdd(product: Product): AddToCartEvent {
  const availability = productAvailability(product);
  const line: CartLine = {
    productId: product._id,
    quantity: 1,
    variantId: null,
    selectedAttributes: {},
    isPreorder: availability.status === 'preorder',
  };
  return {
    type: 'cart.add',
    line,
    optionsMissing: productOptionsError(product.variants.length, null) !== null,
    soldOut: availability.cartButtonDisabled,
  };
}
