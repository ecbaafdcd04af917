import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { slideshowView } from '../../machines/gallery/slideshow.view.ts';
import { countersView } from '../../machines/home/counters.view.ts';
import { liveHomeMachine } from '../../machines/home/home.live.ts';
import { homeView } from '../../machines/home/home.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { prefersReducedMotion, SITE } from '../site.ts';
import { CardAddToCart } from '../widgets/CardAddToCart.tsx';
import { FeaturedProducts } from './FeaturedProducts.tsx';
import { HomePage } from './HomePage.tsx';

/** / */
export default function HomeRoute() {
  const actor = useScreenActor(liveHomeMachine, { reducedMotion: prefersReducedMotion() });
  const { hero, showcase, counters } = actor.getSnapshot().children;
  if (!hero || !showcase || !counters) throw new Error('The home screen starts its sliders and counters');
  const view = useSelector(actor, homeView);
  const carts = useSelector(actor, (snapshot) => snapshot.context.carts);
  const heroView = useSelector(hero, slideshowView);
  const showcaseView = useSelector(showcase, slideshowView);
  const counterViews = useSelector(counters, countersView);
  // The counters start the first time their section scrolls into view (a DOM observation, not a flow).
  const countersRef = useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        counters.send({ type: 'counters.seen' });
        observer.disconnect();
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [counters],
  );
  return (
    <>
      <PageMeta
        title="Home"
        description={SITE.description}
        keywords="photography studio, Nigeria, camera shop, photo sessions, Captured Notes, Lifestyle Blog"
      />
      <HomePage
        view={view}
        hero={heroView}
        sendHero={hero.send}
        showcase={showcaseView}
        sendShowcase={showcase.send}
        counters={counterViews}
        countersRef={countersRef}
        onRetryPosts={() => actor.send({ type: 'posts.retry' })}
        featuredProducts={
          <FeaturedProducts
            products={view.products}
            action={(product) => (
              <CardAddToCart
                cart={carts[product._id]}
                product={product}
                onAdd={() => actor.send({ type: 'product.add', productId: product._id })}
              />
            )}
          />
        }
      />
    </>
  );
}
