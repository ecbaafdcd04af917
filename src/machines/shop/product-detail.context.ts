import { clampQuantity } from '../../domain/cart.ts';
import { showsPreorderCheckbox } from '../../domain/stock.ts';
import { mainImage, type AttributeSelection } from '../../domain/variants.ts';
import type { AddToCartEvent } from '../shared/add-to-cart.machine.ts';
import type { Product, ProductDetailContext, Variant } from './product-detail.machine.ts';
import { currentStock, galleryImages, mainAdd, quantityCap } from './product-selection.ts';

// What follows from the product page's choice (variant, quantity, stock), as the machine's
// actions and guards compute it: pure functions of its context. They are read only in 'ready',
// which is entered with the product loaded and never left.

/** The product as loaded. */
export const loadedProduct = (context: ProductDetailContext) => context.product as Product;

/** The images the full-screen views show: the gallery of the chosen variant, then the product's. */
export function viewerImages(context: ProductDetailContext): string[] {
  return galleryImages(loadedProduct(context), context.selectedVariant);
}

/** Everything that follows a change of the chosen variant: image, quantity cap, the pre-order box. */
export function afterVariantChange(context: ProductDetailContext, selection: AttributeSelection, variant: Variant | null) {
  const product = loadedProduct(context);
  const stock = currentStock(product, variant);
  return {
    selection,
    selectedVariant: variant,
    selectedImage: mainImage(product, variant) ?? null,
    quantity: clampQuantity(context.quantity, quantityCap(product, variant)),
    preorder: context.preorder && showsPreorderCheckbox(stock),
  };
}

/** The page's add as the cart would receive it now. */
export function pressOf(context: ProductDetailContext): AddToCartEvent {
  const { selectedVariant, selection, quantity, preorder } = context;
  return mainAdd(loadedProduct(context), selectedVariant, selection, quantity, preorder);
}

/** The stock the server just gave for the chosen product or variant, and all that follows from it. */
export function withFreshStock(context: ProductDetailContext, stock: number) {
  const product = loadedProduct(context);
  const variant = context.selectedVariant ? { ...context.selectedVariant, stock } : null;
  const fresh = variant
    ? { ...product, variants: product.variants.map((each) => (each._id === variant._id ? variant : each)) }
    : { ...product, stock };
  return { product: fresh, ...afterVariantChange({ ...context, product: fresh }, context.selection, variant) };
}

export function clampedTo(context: ProductDetailContext, value: unknown): number {
  return clampQuantity(value, quantityCap(loadedProduct(context), context.selectedVariant));
}
