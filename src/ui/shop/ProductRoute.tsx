import { useSelector } from '@xstate/react';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { addToCartView } from '../../machines/shared/add-to-cart.view.ts';
import { wishlistToggleView } from '../../machines/shared/wishlist-toggle.view.ts';
import { liveProductDetailMachine } from '../../machines/shop/product-detail.live.ts';
import { productDetailView } from '../../machines/shop/product-detail.view.ts';
import { CLOSED_CAROUSEL, carouselView } from '../../machines/shop/carousel.view.ts';
import type { productDetailMachine } from '../../machines/shop/product-detail.machine.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { ProductPage } from './ProductPage.tsx';

interface ProductScreenProps {
  readonly productId: string;
  /** The live machine in the app; tests give one with fake requests. */
  readonly machine: typeof productDetailMachine;
}

/** One product's page: its actor, its children (add to cart, the heart, the image views), and the view the page renders. */
export function ProductScreen({ productId, machine }: ProductScreenProps) {
  const actor = useScreenActor(machine, { productId });
  const { addToCart, wishlist, carousel } = actor.getSnapshot().children;
  const cart = useSelector(addToCart, (snapshot) => (snapshot ? addToCartView(snapshot) : { adding: false }));
  // The heart falls back on the session user's wishlist: re-render when the session reloads it.
  SessionContext.useSelector((snapshot) => snapshot.context.user?.wishlist);
  const heart = useSelector(wishlist, (snapshot) => (snapshot ? wishlistToggleView(snapshot) : { inWishlist: false, saving: false }));
  const viewer = useSelector(carousel, (snapshot) => (snapshot ? carouselView(snapshot) : CLOSED_CAROUSEL));
  const snapshot = useSelector(actor, (current) => current);
  const view = productDetailView(snapshot, { cart, heart, viewer });
  // The product's arrival is the page's one big render (150 ms of main thread on a slow phone, the
  // page's Total Blocking Time). Rendered from a deferred value, React does it as an interruptible
  // transition; every later change (a variant, the quantity) renders at once, so inputs never lag.
  const deferred = useDeferredValue(view);
  return <ProductPage view={deferred.status === view.status ? view : deferred} send={actor.send} />;
}

/** /shop/:productId. A new product id is a new page: the key starts a fresh machine. */
export default function ProductRoute() {
  const { productId = '' } = useParams();
  return <ProductScreen key={productId} productId={productId} machine={liveProductDetailMachine} />;
}
