import { fromPromise } from 'xstate';
import { liveAddToCartMachine } from '../shared/add-to-cart.live.ts';
import { liveWishlistToggleMachine } from '../shared/wishlist-toggle.live.ts';
import { liveCarouselMachine } from './carousel.live.ts';
import { productDetailMachine } from './product-detail.machine.ts';

const requests = () => import('./shop.requests.ts');

/** The product page wired to the real API. */
export const liveProductDetailMachine = productDetailMachine.provide({
  actors: {
    loadProduct: fromPromise(async ({ input, signal }) => (await requests()).loadProduct(input.productId, signal)),
    loadSimilar: fromPromise(async ({ input, signal }) => (await requests()).loadSimilar(input.productId, signal)),
    lookupVariants: fromPromise(async ({ input, signal }) => (await requests()).lookupVariants(input.productId, input.attributes, signal)),
    trackView: fromPromise(async ({ input, signal }) => (await requests()).trackView(input.productId, signal)),
    checkAvailability: fromPromise(async ({ input, signal }) => (await requests()).checkStock(input, signal)),
    addToCart: liveAddToCartMachine,
    wishlist: liveWishlistToggleMachine,
    carousel: liveCarouselMachine,
  },
});
