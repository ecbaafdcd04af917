import { assign, emit, fromPromise, sendTo, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { cleanSelectedAttributes } from '../../domain/cart.ts';
import { similarProductsShown } from '../../domain/product-page.ts';
import { addToCartErrorMessage } from '../../domain/cart-messages.ts';
import { showsPreorderCheckbox } from '../../domain/stock.ts';
import {
  autoSelectedVariant,
  mainImage,
  selectionOf,
  toggleAttribute,
  type AttributeSelection,
  type VariantAttribute,
} from '../../domain/variants.ts';
import type { AppEffect, EffectReport } from '../app-effects.ts';
import { isLoggedIn } from '../session-ref.ts';
import { addToCartMachine, type AddToCartEvent } from '../shared/add-to-cart.machine.ts';
import { wishlistToggleMachine } from '../shared/wishlist-toggle.machine.ts';
import { carouselMachine, type CarouselEvent } from './carousel.machine.ts';
import { afterVariantChange, clampedTo, loadedProduct, pressOf, viewerImages, withFreshStock } from './product-detail.context.ts';
import { currentStock, quickAdd, resolveVariant } from './product-selection.ts';
import { unprovided } from '../unprovided.ts';

export type Product = components['schemas']['Product'];
export type Variant = components['schemas']['Variant'];
export type VariantLookup = components['schemas']['VariantsResponse'];
export type Availability = components['schemas']['AvailabilityResponse'];
export interface AvailabilityQuestion {
  readonly productId: string;
  readonly quantity: number;
  readonly variantId: string | null;
}
export type Review = components['schemas']['Review'];
export type WishlistEntry = components['schemas']['WishlistEntry'];
export type { AttributeSelection, VariantAttribute } from '../../domain/variants.ts';

export type ProductTab = 'description' | 'reviews';
export type VariantView = 'grid' | 'list';

export interface ProductDetailContext {
  readonly productId: string;
  readonly session: AnyActorRef | null;
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
  /** The add the page is checking the stock for before it goes to the cart. */
  readonly pendingAdd: AddToCartEvent | null;
}

export type ProductDetailEvent =
  | { type: 'variant.select'; variantId: string }
  | { type: 'variant.attribute'; attribute: VariantAttribute; value: string }
  | { type: 'image.select'; image: string }
  | { type: 'quantity.set'; value: unknown }
  | { type: 'quantity.increment' }
  | { type: 'quantity.decrement' }
  | { type: 'preorder.toggle' }
  | { type: 'cart.add' }
  | { type: 'similar.add'; productId: string }
  | { type: 'wishlist.toggle' }
  | { type: 'tab.select'; tab: ProductTab }
  | { type: 'variants.toggleShowAll' }
  | { type: 'variants.view'; view: VariantView }
  | ViewerEvent;

/** The add whose stock is being checked: 'checking' is entered only with it. */
const pendingAdd = (context: ProductDetailContext) => context.pendingAdd as AddToCartEvent;

/** The image views' events, handed to the 'carousel' child; the page opens them at an index of the gallery's images. */
export type ViewerEvent =
  | { type: 'carousel.open'; index: number }
  | { type: 'gallery.open'; index: number }
  | Exclude<CarouselEvent, { type: 'carousel.open' | 'gallery.open' }>;

/**
 * The product page (/shop/{productId}): loads the product (then similar products and a silent view
 * tracking), variant selection with the server lookup, image, quantity, pre-order box and tabs.
 * Adding to the cart and the wishlist heart are the shared child machines 'addToCart' and
 * 'wishlist' (src/machines/shared/), the full-screen image views the child 'carousel'; the effects
 * they report are re-emitted as the page's own.
 * What the page shows is product-detail.view.ts.
 */
export const productDetailMachine = setup({
  types: {
    context: {} as ProductDetailContext,
    events: {} as ProductDetailEvent | EffectReport,
    emitted: {} as AppEffect,
    input: {} as { productId: string; session: AnyActorRef | null },
    children: {} as { addToCart: 'addToCart'; wishlist: 'wishlist'; carousel: 'carousel' },
  },
  actors: {
    loadProduct: fromPromise<Product, { productId: string }>(() => unprovided('loadProduct')),
    loadSimilar: fromPromise<readonly Product[], { productId: string }>(() => unprovided('loadSimilar')),
    lookupVariants: fromPromise<VariantLookup, { productId: string; attributes: AttributeSelection }>(() => unprovided('lookupVariants')),
    trackView: fromPromise<undefined, { productId: string }>(() => unprovided('trackView')),
    checkAvailability: fromPromise<Availability, AvailabilityQuestion>(() => unprovided('checkAvailability')),
    addToCart: addToCartMachine,
    wishlist: wishlistToggleMachine,
    carousel: carouselMachine,
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    // An add the cart would take (signed in, options chosen, in stock, not a pre-order) is first
    // checked against the stock as it is now: the page may have been open, or cached, a while.
    addNeedsStockCheck: ({ context }) => {
      const press = pressOf(context);
      return isLoggedIn(context.session) && !press.optionsMissing && !press.soldOut && !press.line.isPreorder;
    },
    stockCovers: (_, params: { availability: Availability }) => params.availability.available,
    hasVariants: ({ context }) => loadedProduct(context).hasVariants && loadedProduct(context).variants.length > 0,
    showsPreorderCheckbox: ({ context }) =>
      loadedProduct(context).preorder.allowed && showsPreorderCheckbox(currentStock(loadedProduct(context), context.selectedVariant)),
  },
}).createMachine({
  id: 'productDetail',
  context: ({ input }) => ({
    productId: input.productId,
    session: input.session,
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
    pendingAdd: null,
  }),
  // The children live as long as the page, so the page can read them from the start.
  invoke: [
    { id: 'addToCart', src: 'addToCart', input: ({ context }) => ({ session: context.session }) },
    {
      id: 'wishlist',
      src: 'wishlist',
      input: ({ context }) => ({ session: context.session, productId: context.productId, guestPrompt: 'productPage' as const }),
    },
    { id: 'carousel', src: 'carousel' },
  ],
  on: {
    'app.effect': { actions: emit(({ event }) => event.effect) },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProduct',
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
        'quantity.set': { actions: assign({ quantity: ({ context, event }) => clampedTo(context, event.value) }) },
        'quantity.increment': { actions: assign({ quantity: ({ context }) => clampedTo(context, context.quantity + 1) }) },
        'quantity.decrement': { actions: assign({ quantity: ({ context }) => clampedTo(context, context.quantity - 1) }) },
        'cart.add': [
          { guard: 'addNeedsStockCheck', target: '.stock.checking', actions: assign({ pendingAdd: ({ context }) => pressOf(context) }) },
          // A guest, missing options or sold out: the cart's own rules answer.
          { actions: sendTo('addToCart', ({ context }) => pressOf(context)) },
        ],
        'similar.add': {
          guard: ({ context, event }) => context.similar.some((item) => item._id === event.productId),
          actions: sendTo('addToCart', ({ context, event }) =>
            quickAdd(context.similar.find((item) => item._id === event.productId) as Product),
          ),
        },
        'wishlist.toggle': {
          actions: sendTo('wishlist', ({ context }) => ({
            type: 'wishlist.toggle' as const,
            variantId: context.selectedVariant?._id ?? null,
            selectedAttributes: cleanSelectedAttributes(context.selectedVariant?.selectedAttributes ?? context.selection),
          })),
        },
        'preorder.toggle': { guard: 'showsPreorderCheckbox', actions: assign({ preorder: ({ context }) => !context.preorder }) },
        'tab.select': { actions: assign({ tab: ({ event }) => event.tab }) },
        'variants.toggleShowAll': { actions: assign({ showAllVariants: ({ context }) => !context.showAllVariants }) },
        'variants.view': { actions: assign({ variantView: ({ event }) => event.view }) },
        'carousel.open': {
          actions: sendTo('carousel', ({ context, event }) => ({
            type: 'carousel.open' as const,
            images: viewerImages(context),
            index: event.index,
          })),
        },
        'gallery.open': {
          actions: sendTo('carousel', ({ context, event }) => ({
            type: 'gallery.open' as const,
            images: viewerImages(context),
            index: event.index,
          })),
        },
        'carousel.show': { actions: sendTo('carousel', ({ event }) => event) },
        'carousel.next': { actions: sendTo('carousel', ({ event }) => event) },
        'carousel.previous': { actions: sendTo('carousel', ({ event }) => event) },
        'carousel.key': { actions: sendTo('carousel', ({ event }) => event) },
        'carousel.close': { actions: sendTo('carousel', ({ event }) => event) },
        'swipe.start': { actions: sendTo('carousel', ({ event }) => event) },
        'swipe.end': { actions: sendTo('carousel', ({ event }) => event) },
        'carousel.share': { actions: sendTo('carousel', ({ event }) => event) },
      },
      states: {
        stock: {
          initial: 'idle',
          states: {
            idle: {},
            checking: {
              // Another press while checking is the same add: it is not sent twice.
              on: { 'cart.add': {} },
              invoke: {
                id: 'checkAvailability',
                src: 'checkAvailability',
                input: ({ context }) => ({
                  productId: context.productId,
                  quantity: pendingAdd(context).line.quantity,
                  variantId: pendingAdd(context).line.variantId ?? null,
                }),
                onDone: [
                  {
                    guard: { type: 'stockCovers', params: ({ event }) => ({ availability: event.output }) },
                    target: 'idle',
                    actions: [sendTo('addToCart', ({ context }) => pendingAdd(context)), assign({ pendingAdd: null })],
                  },
                  // Fewer left than asked for: the page shows the stock as it is now and says how many remain.
                  {
                    target: 'idle',
                    actions: [
                      assign(({ context, event }) => ({ ...withFreshStock(context, event.output.availableStock), pendingAdd: null })),
                      emit(
                        ({ event }) =>
                          ({ type: 'toast', kind: 'error', message: addToCartErrorMessage(event.output.availableStock) }) as const,
                      ),
                    ],
                  },
                ],
                // The check could not be made: the cart's own answer still refuses a shortage.
                onError: {
                  target: 'idle',
                  actions: [sendTo('addToCart', ({ context }) => pendingAdd(context)), assign({ pendingAdd: null })],
                },
              },
            },
          },
        },
        similar: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadSimilar',
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
          // Product view and recently viewed are customer calls: a guest sends neither
          // (a 401 would end a session the guest never had).
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'isLoggedIn', target: 'sending' }, { target: 'done' }] },
            sending: {
              invoke: {
                id: 'trackView',
                src: 'trackView',
                input: ({ context }) => ({ productId: context.productId }),
                // Silent on failure.
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
                const variants = loadedProduct(context).variants;
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
                return afterVariantChange(context, selection, resolveVariant(loadedProduct(context).variants, selection));
              }),
            },
          },
          states: {
            idle: {},
            lookingUp: {
              invoke: {
                id: 'lookupVariants',
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
      },
    },
  },
});
