import { useSelector } from '@xstate/react';
import { useLocation, useParams } from 'react-router';
import { liveImageDetailMachine } from '../../machines/gallery/image-detail.live.ts';
import { imageDetailView } from '../../machines/gallery/image-detail.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { siteOrigin } from '../site.ts';
import { AddToCartButton } from './AddToCartButton.tsx';
import { ImageDetailPage } from './ImageDetailPage.tsx';

function ImageDetailScreen({ source, imageId }: { readonly source: string; readonly imageId: string }) {
  const { pathname } = useLocation();
  const actor = useScreenActor(liveImageDetailMachine, { source, imageId });
  const view = useSelector(actor, imageDetailView);
  const like = useSelector(actor, (snapshot) => snapshot.children.like);
  const { actions, cart } = actor.getSnapshot().children;
  if (!actions || !cart) throw new Error('The image screen starts its actions');
  const line = view.image?.cartLine;
  return (
    <ImageDetailPage
      view={view}
      likeRef={like}
      actionsRef={actions}
      pageUrl={`${siteOrigin()}${pathname}`}
      addToCart={line ? <AddToCartButton cartRef={cart} line={line} /> : undefined}
    />
  );
}

/** /image/{source}/{imageId}: a new image is a new screen. */
export default function ImageDetailRoute() {
  const { source = '', imageId = '' } = useParams();
  return <ImageDetailScreen key={`${source}/${imageId}`} source={source} imageId={imageId} />;
}
