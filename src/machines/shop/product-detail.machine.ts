import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { clampQuantity, cleanSelectedAttributes, productOptionsError, SELECT_OPTIONS_MESSAGE } from '../../domain/cart.ts';
import { addToCartErrorMessage, addToCartSuccessMessage, PREORDER_ADDED_INFO } from '../../domain/cart-messages.ts';
import { similarProductsShown } from '../../domain/product-page.ts';
import { productAvailability, showsPreorderCheckbox } from '../../domain/stock.ts';
import {
  autoSelectedVariant,
  exactMatch,
  mainImage,
  matchingVariants,
  selectionOf,
  toggleAttribute,
  type AttributeSelection,
  type VariantAttribute,
} from '../../domain/variants.ts';
import { LOGIN_REQUIRED } from '../../domain/validation/login-required.ts';
import { failureAvailableStock, failureMessage, isUnauthorized } from '../request-failure.ts';

export type Product = components['schemas']['Product'];
export type Variant = components['schemas']['Variant'];
export type Review = components['schemas']['Review'];
export type WishlistEntry = components['schemas']['WishlistEntry'];
export type CartLine = components['schemas']['CartAddRequest'];
export type CartAddResult = components['schemas']['CartAddResponse'];
export type VariantLookup = components['schemas']['VariantsResponse'];
export type { AttributeSelection, VariantAttribute } from '../../domain/variants.ts';

export type ProductTab = 'description' | 'reviews';
export type VariantView = 'grid' | 'list';
export type ToastKind = 'success' | 'error' | 'info';

export interface WishlistChange {
  readonly action: 'add' | 'remove';
  readonly productId: string;
  readonly variantId: string | null;
  readonly selectedAttributes: Record<string, string>;
}

export const WISHLIST_ADDED = 'Added to wishlist';
export const WISHLIST_REMOVED = 'Removed from wishlist';
export const WISHLIST_ADD_FAILED = 'Failed to add to wishlist';
export const WISHLIST_REMOVE_FAILED = 'Failed to remove from wishlist';
export const ADD_TO_CART_FALLBACK = 'Could not add to cart';

interface ProductDetailContext {
  readonly productId: string;
  readonly product: Product | null;
  readonly similar: readonly Product[];
  readonly selection: AttributeSelection;
  readonly selectedVariant: Variant | null;
  readonly selectedImage: string | null;
  readonly quantity: number;
  /** The pre-order box is ticked. */
  readonly preorder: boolean;
  readonly tab: ProductTab;
  readonly showAllVariants: boolean;
  readonly variantView: VariantView;
  /** The wishlist the server answered with after this page's last toggle; null before any. */
  readonly wishlist: readonly WishlistEntry[] | null;
  readonly pendingLine: CartLine | null;
  readonly pendingWishlist: WishlistChange | null;
}

export type ProductDetailEvent =
  | { type: 'variant.select'; variantId: string }
  | { type: 'variant.attribute'; attribute: VariantAttribute; value: string }
  | { type: 'image.select'; image: string }
  | { type: 'quantity.set'; value: unknown }
  | { type: 'quantity.increment' }
  | { type: 'quantity.decrement' }
  | { type: 'preorder.toggle' }
  | { type: 'cart.add'; loggedIn: boolean }
  | { type: 'similar.add'; productId: string; loggedIn: boolean }
  | { type: 'wishlist.toggle'; loggedIn: boolean; inWishlist: boolean }
  | { type: 'tab.select'; tab: ProductTab }
  | { type: 'variants.toggleShowAll' }
  | { type: 'variants.view'; view: VariantView };

/** What the page tells the rest of the app; the screen forwards these to the toasts, router and session. */
export type ProductDetailEmitted =
  | { type: 'toast'; kind: ToastKind; message: string }
  | { type: 'loginRequired' }
  | { type: 'cart.changed' }
  | { type: 'wishlist.changed' };

/** The variant the selection stands for: the exact match, else the only compatible one. */
export function resolveVariant(variants: readonly Variant[], selection: AttributeSelection): Variant | null {
  return exactMatch(variants, selection) ?? autoSelectedVariant(matchingVariants(variants, selection)) ?? null;
}

/** The stock that counts: the chosen variant's, else the product's. */
export function currentStock(product: Product, variant: Variant | null): number {
  return variant?.stock ?? product.stock;
}

/** The images of the gallery: the chosen variant's first, then the product's, without repeats. */
export function galleryImages(product: Product, variant: Variant | null): string[] {
  const images = [...(variant?.images ?? []), ...product.images];
  if (images.length === 0 && product.image) images.push(product.image);
  return [...new Set(images)];
}

export function isInWishlist(entries: readonly WishlistEntry[], productId: string): boolean {
  return entries.some((entry) => entry.productId._id === productId);
}

/** Quantities stop at the stock; a pre-order (nothing in stock) has no stock figure, so 99. */
function quantityCap(product: Product, variant: Variant | null): number | null {
  const stock = currentStock(product, variant);
  return stock > 0 ? stock : null;
}

type AddPlan = { readonly refusal: 'options' | 'login' | 'soldOut' | null; readonly line: CartLine };

/** What an add-to-cart click (main button or a similar product's quick add) would send, or why it is refused. */
function planAdd(context: ProductDetailContext, event: ProductDetailEvent): AddPlan | null {
  const { product } = context;
  if (!product) return null;
  if (event.type === 'cart.add') {
    const variant = context.selectedVariant;
    const availability = productAvailability({ stock: currentStock(product, variant), preorder: product.preorder });
    const line: CartLine = {
      productId: product._id,
      quantity: context.quantity,
      variantId: variant?._id ?? null,
      selectedAttributes: cleanSelectedAttributes(variant ? variant.selectedAttributes : context.selection),
      isPreorder: context.preorder,
    };
    if (productOptionsError(product.variants.length, variant?._id) !== null) return { refusal: 'options', line };
    if (!event.loggedIn) return { refusal: 'login', line };
    if (availability.cartButtonDisabled && !context.preorder) return { refusal: 'soldOut', line };
    return { refusal: null, line };
  }
  if (event.type === 'similar.add') {
    const similar = context.similar.find((candidate) => candidate._id === event.productId);
    if (!similar) return null;
    const availability = productAvailability(similar);
    const line: CartLine = {
      productId: similar._id,
      quantity: 1,
      variantId: null,
      selectedAttributes: {},
      isPreorder: availability.status === 'preorder',
    };
    if (productOptionsError(similar.variants.length, null) !== null) return { refusal: 'options', line };
    if (!event.loggedIn) return { refusal: 'login', line };
    if (availability.cartButtonDisabled) return { refusal: 'soldOut', line };
    return { refusal: null, line };
  }
  return null;
}

/** Everything that follows a change of the chosen variant: image, quantity cap, the pre-order box. */
function afterVariantChange(context: ProductDetailContext, selection: AttributeSelection, variant: Variant | null) {
  const product = context.product;
  if (!product) return {};
  const stock = currentStock(product, variant);
  return {
    selection,
    selectedVariant: variant,
    selectedImage: mainImage(product, variant) ?? null,
    quantity: clampQuantity(context.quantity, quantityCap(product, variant)),
    preorder: context.preorder && showsPreorderCheckbox(stock),
  };
}

/**
 * The product page (/shop/{productId}): loads the product (then similar products and a silent view
 * tracking), variant selection with the server lookup, image, quantity, pre-order box, add to
 * cart, wishlist heart and tabs. It never touches the toasts, router or session itself: it emits
 * 'toast', 'loginRequired', 'cart.changed' and 'wishlist.changed', which the screen forwards.
 */
export const productDetailMachine = setup({
  types: {
    context: {} as ProductDetailContext,
    events: {} as ProductDetailEvent,
    emitted: {} as ProductDetailEmitted,
    input: {} as { productId: string },
  },
  actors: {
    loadProduct: fromPromise<Product, { productId: string }>(() => Promise.reject(new Error('loadProduct is not provided'))),
    loadSimilar: fromPromise<readonly Product[], { productId: string }>(() =>
      Promise.reject(new Error('loadSimilar is not provided')),
    ),
    lookupVariants: fromPromise<VariantLookup, { productId: string; attributes: AttributeSelection }>(() =>
      Promise.reject(new Error('lookupVariants is not provided')),
    ),
    trackView: fromPromise<undefined, { productId: string }>(() => Promise.reject(new Error('trackView is not provided'))),
    addToCart: fromPromise<CartAddResult, CartLine>(() => Promise.reject(new Error('addToCart is not provided'))),
    saveWishlist: fromPromise<readonly WishlistEntry[], WishlistChange>(() =>
      Promise.reject(new Error('saveWishlist is not provided')),
    ),
  },
  guards: {
    hasVariants: ({ context }) => context.product?.hasVariants === true && context.product.variants.length > 0,
    needsOptions: ({ context, event }) => planAdd(context, event)?.refusal === 'options',
    needsLogin: ({ context, event }) => planAdd(context, event)?.refusal === 'login',
    canAdd: ({ context, event }) => planAdd(context, event)?.refusal === null,
    showsPreorderCheckbox: ({ context }) =>
      context.product !== null &&
      context.product.preorder.allowed &&
      showsPreorderCheckbox(currentStock(context.product, context.selectedVariant)),
  },
}).createMachine({
  id: 'productDetail',
  context: ({ input }) => ({
    productId: input.productId,
    product: null,
    similar: [],
    selection: {},
    selectedVariant: null,
    selectedImage: null,
    quantity: 1,
    preorder: false,
    tab: 'description',
    showAllVariants: false,
    variantView: 'grid',
    wishlist: null,
    pendingLine: null,
    pendingWishlist: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadProduct',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => {
            const product = event.output;
            const variant = resolveVariant(product.variants, {});
            return {
              product,
              selection: {},
              selectedVariant: variant,
              selectedImage: mainImage(product, variant) ?? null,
              quantity: 1,
            };
          }),
        },
        // Missing or failed: the spec shows 'Product not found' for both.
        onError: 'notFound',
      },
    },
    notFound: {},
    ready: {
      type: 'parallel',
      on: {
        'image.select': { actions: assign({ selectedImage: ({ event }) => event.image }) },
        'quantity.set': {
          actions: assign({
            quantity: ({ context, event }) =>
              context.product ? clampQuantity(event.value, quantityCap(context.product, context.selectedVariant)) : 1,
          }),
        },
        'quantity.increment': {
          actions: assign({
            quantity: ({ context }) =>
              context.product ? clampQuantity(context.quantity + 1, quantityCap(context.product, context.selectedVariant)) : 1,
          }),
        },
        'quantity.decrement': {
          actions: assign({
            quantity: ({ context }) =>
              context.product ? clampQuantity(context.quantity - 1, quantityCap(context.product, context.selectedVariant)) : 1,
          }),
        },
        'preorder.toggle': { guard: 'showsPreorderCheckbox', actions: assign({ preorder: ({ context }) => !context.preorder }) },
        'tab.select': { actions: assign({ tab: ({ event }) => event.tab }) },
        'variants.toggleShowAll': { actions: assign({ showAllVariants: ({ context }) => !context.showAllVariants }) },
        'variants.view': { actions: assign({ variantView: ({ event }) => event.view }) },
      },
      states: {
        similar: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadSimilar',
                input: ({ context }) => ({ productId: context.productId }),
                onDone: { target: 'loaded', actions: assign({ similar: ({ event }) => similarProductsShown(event.output) }) },
                // The section simply stays away.
                onError: 'unavailable',
              },
            },
            loaded: {},
            unavailable: {},
          },
        },
        tracking: {
          initial: 'sending',
          states: {
            sending: {
              invoke: {
                src: 'trackView',
                input: ({ context }) => ({ productId: context.productId }),
                // Silent on failure (spec §6).
                onDone: 'done',
                onError: 'done',
              },
            },
            done: { type: 'final' },
          },
        },
        variants: {
          initial: 'idle',
          on: {
            'variant.select': {
              guard: 'hasVariants',
              target: '.lookingUp',
              actions: assign(({ context, event }) => {
                const variants = context.product?.variants ?? [];
                const chosen = variants.find((variant) => variant._id === event.variantId);
                // Choosing the chosen variant again deselects it.
                const selection = !chosen || context.selectedVariant?._id === chosen._id ? {} : selectionOf(chosen);
                return afterVariantChange(context, selection, resolveVariant(variants, selection));
              }),
            },
            'variant.attribute': {
              guard: 'hasVariants',
              target: '.lookingUp',
              actions: assign(({ context, event }) => {
                const selection = toggleAttribute(context.selection, event.attribute, event.value);
                return afterVariantChange(context, selection, resolveVariant(context.product?.variants ?? [], selection));
              }),
            },
          },
          states: {
            idle: {},
            lookingUp: {
              invoke: {
                src: 'lookupVariants',
                input: ({ context }) => ({ productId: context.productId, attributes: context.selection }),
                onDone: {
                  target: 'idle',
                  // The server's answer carries live stock; it wins over the local guess.
                  actions: assign(({ context, event }) =>
                    afterVariantChange(
                      context,
                      context.selection,
                      event.output.exactMatch ?? autoSelectedVariant(event.output.filteredVariants) ?? null,
                    ),
                  ),
                },
                // The local match stands.
                onError: 'idle',
              },
            },
          },
        },
        cart: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'cart.add': [
                  { guard: 'needsOptions', actions: emit({ type: 'toast', kind: 'error', message: SELECT_OPTIONS_MESSAGE }) },
                  {
                    guard: 'needsLogin',
                    actions: [emit({ type: 'toast', kind: 'error', message: LOGIN_REQUIRED.cart }), emit({ type: 'loginRequired' })],
                  },
                  {
                    guard: 'canAdd',
                    target: 'adding',
                    actions: assign({ pendingLine: ({ context, event }) => planAdd(context, event)?.line ?? null }),
                  },
                ],
                'similar.add': [
                  { guard: 'needsOptions', actions: emit({ type: 'toast', kind: 'error', message: SELECT_OPTIONS_MESSAGE }) },
                  {
                    guard: 'needsLogin',
                    actions: [emit({ type: 'toast', kind: 'error', message: LOGIN_REQUIRED.cart }), emit({ type: 'loginRequired' })],
                  },
                  {
                    guard: 'canAdd',
                    target: 'adding',
                    actions: assign({ pendingLine: ({ context, event }) => planAdd(context, event)?.line ?? null }),
                  },
                ],
              },
            },
            adding: {
              invoke: {
                src: 'addToCart',
                input: ({ context }) => context.pendingLine ?? { productId: context.productId, quantity: 1 },
                onDone: {
                  target: 'idle',
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    enqueue.emit({ type: 'toast', kind: 'success', message: addToCartSuccessMessage(event.output.inventoryStatus?.type) });
                    if (context.pendingLine?.isPreorder) enqueue.emit({ type: 'toast', kind: 'info', message: PREORDER_ADDED_INFO });
                    // The session reloads the cart (header badge, drawer).
                    enqueue.emit({ type: 'cart.changed' });
                    enqueue.assign({ pendingLine: null });
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: enqueueActions(({ event, enqueue }) => {
                    enqueue.assign({ pendingLine: null });
                    // A 401 already sent the shopper to /login through the session.
                    if (isUnauthorized(event.error)) return;
                    const stock = failureAvailableStock(event.error);
                    const message = stock === undefined ? failureMessage(event.error, ADD_TO_CART_FALLBACK) : addToCartErrorMessage(stock);
                    enqueue.emit({ type: 'toast', kind: 'error', message });
                  }),
                },
              },
            },
          },
        },
        wishlist: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'wishlist.toggle': [
                  {
                    guard: ({ event }) => !event.loggedIn,
                    actions: emit({ type: 'toast', kind: 'error', message: LOGIN_REQUIRED.productPageWishlistError }),
                  },
                  {
                    target: 'saving',
                    actions: assign({
                      pendingWishlist: ({ context, event }) => ({
                        action: event.inWishlist ? ('remove' as const) : ('add' as const),
                        productId: context.productId,
                        variantId: context.selectedVariant?._id ?? null,
                        selectedAttributes: cleanSelectedAttributes(context.selectedVariant?.selectedAttributes ?? context.selection),
                      }),
                    }),
                  },
                ],
              },
            },
            saving: {
              invoke: {
                src: 'saveWishlist',
                input: ({ context }) =>
                  context.pendingWishlist ?? { action: 'add', productId: context.productId, variantId: null, selectedAttributes: {} },
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ wishlist: ({ event }) => event.output }),
                    emit(({ context }) => ({
                      type: 'toast' as const,
                      kind: 'success' as const,
                      message: context.pendingWishlist?.action === 'remove' ? WISHLIST_REMOVED : WISHLIST_ADDED,
                    })),
                    emit({ type: 'wishlist.changed' }),
                    assign({ pendingWishlist: null }),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    const removing = context.pendingWishlist?.action === 'remove';
                    enqueue.assign({ pendingWishlist: null });
                    if (isUnauthorized(event.error)) return;
                    const message = failureMessage(event.error, removing ? WISHLIST_REMOVE_FAILED : WISHLIST_ADD_FAILED);
                    enqueue.emit({ type: 'toast', kind: 'error', message });
                  }),
                },
              },
            },
          },
        },
      },
    },
  },
});
