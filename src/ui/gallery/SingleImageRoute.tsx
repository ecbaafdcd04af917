import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { addToCollectionView } from '../../machines/gallery/add-to-collection.view.ts';
import { liveSingleImageMachine } from '../../machines/gallery/single-image.live.ts';
import { lightboxView } from '../../machines/gallery/lightbox.view.ts';
import { premiumPromoView } from '../../machines/gallery/premium-promo.view.ts';
import type { LikeRef } from '../../machines/gallery/single-image.machine.ts';
import { singleImageView } from '../../machines/gallery/single-image.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { SingleImagePage } from './SingleImagePage.tsx';

function SingleImageScreen({ imageId }: { readonly imageId: string }) {
  const actor = useScreenActor(liveSingleImageMachine, { imageId });
  const view = useSelector(actor, singleImageView);
  // The main image's like button runs while the image is shown (spawned ones of Recent Shots are typed apart).
  const like = useSelector(actor, (snapshot) => snapshot.children.like as LikeRef | undefined);
  const recentLikes = useSelector(actor, (snapshot) => snapshot.context.recentLikes);
  const { actions, collections, premium, lightbox } = actor.getSnapshot().children;
  if (!actions || !collections || !premium || !lightbox) throw new Error('The image screen starts its dialogs');
  const collectionsState = useSelector(collections, addToCollectionView);
  const promoState = useSelector(premium, premiumPromoView);
  const lightboxState = useSelector(lightbox, lightboxView);
  return (
    <SingleImagePage
      view={view}
      send={actor.send}
      likeRef={like}
      recentLikes={recentLikes}
      actionsRef={actions}
      lightbox={lightboxState}
      sendLightbox={lightbox.send}
      collections={collectionsState}
      sendCollections={collections.send}
      promo={promoState}
      sendPromo={premium.send}
    />
  );
}

/** /gallery/{imageId} and /photography/{imageId}: a new image is a new screen. */
export default function SingleImageRoute() {
  const { imageId = '' } = useParams();
  return <SingleImageScreen key={imageId} imageId={imageId} />;
}
