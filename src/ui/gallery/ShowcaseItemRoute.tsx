import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { liveShowcaseItemMachine } from '../../machines/gallery/showcase-item.live.ts';
import { lightboxView } from '../../machines/gallery/lightbox.view.ts';
import { showcaseItemView } from '../../machines/gallery/showcase-item.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { ShowcaseItemPage } from './ShowcaseItemPage.tsx';

function ShowcaseItemScreen({ itemId }: { readonly itemId: string }) {
  const actor = useScreenActor(liveShowcaseItemMachine, { itemId });
  const view = useSelector(actor, showcaseItemView);
  const { carousel } = actor.getSnapshot().children;
  if (!carousel) throw new Error('The showcase item screen starts its carousel');
  const carouselState = useSelector(carousel, lightboxView);
  return <ShowcaseItemPage view={view} carousel={carouselState} sendCarousel={carousel.send} />;
}

/** /image/productshowcase/{id}: a new id is a new screen. */
export default function ShowcaseItemRoute() {
  const { id = '' } = useParams();
  return <ShowcaseItemScreen key={id} itemId={id} />;
}
