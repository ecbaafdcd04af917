import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { addToCartMachine, type CartAddResult, type CartLine } from '../../../src/machines/shared/add-to-cart.machine.ts';
import { wishlistToggleView } from '../../../src/machines/shared/wishlist-toggle.view.ts';
import { wishlistToggleMachine, type WishlistChange, type WishlistEntry } from '../../../src/machines/shared/wishlist-toggle.machine.ts';
import { carouselMachine, type ShareOutcome } from '../../../src/machines/shop/carousel.machine.ts';
import {
  productDetailMachine,
  type AttributeSelection,
  type Availability,
  type AvailabilityQuestion,
  type Product,
  type VariantLookup,
} from '../../../src/machines/shop/product-detail.machine.ts';
import { sessionWith } from '../shared/support.ts';
import { product, wishlistEntry } from './fixtures.ts';

/** Starts the product page's machine with fake requests and children; `emitted` records its effects. */
export interface Fakes {
  product?: () => Promise<Product>;
  similar?: () => Promise<readonly Product[]>;
  lookup?: (attributes: AttributeSelection) => Promise<VariantLookup>;
  track?: () => Promise<undefined>;
  /** GET /product/check-availability; by default the stock covers what is asked. */
  stock?: (question: AvailabilityQuestion) => Promise<Availability>;
  addToCart?: (line: CartLine) => Promise<CartAddResult>;
  saveWishlist?: (change: WishlistChange) => Promise<readonly WishlistEntry[]>;
  share?: () => Promise<ShareOutcome>;
  /** The session's token; null for a guest. */
  token?: string | null;
}

export const added: CartAddResult = { success: true, message: 'Item added to cart', cartItems: [] };

export function start(fakes: Fakes = {}) {
  const calls = {
    lines: [] as CartLine[],
    lookups: [] as AttributeSelection[],
    wishlist: [] as WishlistChange[],
    tracked: 0,
    stockChecks: [] as AvailabilityQuestion[],
  };
  const machine = productDetailMachine.provide({
    actors: {
      loadProduct: fromPromise(fakes.product ?? (async () => product())),
      loadSimilar: fromPromise(fakes.similar ?? (async () => [])),
      lookupVariants: fromPromise(async ({ input }) => {
        calls.lookups.push(input.attributes);
        return (fakes.lookup ?? (async () => ({ success: true, filteredVariants: [], exactMatch: null })))(input.attributes);
      }),
      trackView: fromPromise(async () => {
        calls.tracked += 1;
        return (fakes.track ?? (async () => undefined))();
      }),
      checkAvailability: fromPromise(async ({ input }) => {
        calls.stockChecks.push(input);
        const covered = async (question: AvailabilityQuestion): Promise<Availability> => ({
          success: true,
          available: true,
          availableStock: 50,
          requestedQuantity: question.quantity,
          canPreorder: false,
        });
        return (fakes.stock ?? covered)(input);
      }),
      addToCart: addToCartMachine.provide({
        actors: {
          addToCart: fromPromise(async ({ input }) => {
            calls.lines.push(input);
            return (fakes.addToCart ?? (async () => added))(input);
          }),
        },
      }),
      carousel: carouselMachine.provide({ actors: { share: fromPromise(fakes.share ?? (async () => 'copied' as const)) } }),
      wishlist: wishlistToggleMachine.provide({
        actors: {
          saveWishlist: fromPromise(async ({ input }) => {
            calls.wishlist.push(input);
            return (fakes.saveWishlist ?? (async () => [wishlistEntry('prod-muslin')]))(input);
          }),
        },
      }),
    },
  });
  const session = sessionWith(fakes.token === undefined ? 'token-1' : fakes.token);
  const actor = createActor(machine, { input: { productId: 'prod-muslin', session } });
  const emitted: AppEffect[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}

export async function ready(fakes: Fakes = {}) {
  const started = start(fakes);
  await waitFor(started.actor, (s) => s.matches('ready'));
  return started;
}

export type Started = ReturnType<typeof start>['actor'];

export function child<K extends 'addToCart' | 'wishlist' | 'carousel'>(actor: Started, id: K) {
  const ref = actor.getSnapshot().children[id];
  if (!ref) throw new Error(`the page has no ${id} child`);
  return ref;
}
/** The page's add is over: its stock check done, and the cart child back to idle. */
export async function idleCart(actor: Started) {
  await waitFor(actor, (s) => !s.matches({ ready: { stock: 'checking' } }));
  return waitFor(child(actor, 'addToCart'), (s) => s.matches('idle'));
}
export const idleHeart = (actor: Started) => waitFor(child(actor, 'wishlist'), (s) => s.matches('idle'));
export const inWishlist = (actor: Started) => wishlistToggleView(child(actor, 'wishlist').getSnapshot()).inWishlist;
