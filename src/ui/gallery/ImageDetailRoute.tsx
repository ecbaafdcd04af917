import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { liveImageDetailMachine } from '../../machines/gallery/image-detail.live.ts';
import { imageDetailView } from '../../machines/gallery/image-detail.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { ImageDetailPage } from './ImageDetailPage.tsx';

function ImageDetailScreen({ source, imageId }: { readonly source: string; readonly imageId: string }) {
  const actor = useScreenActor(liveImageDetailMachine, { source, imageId });
  const view = useSelector(actor, imageDetailView);
  const like = useSelector(actor, (snapshot) => snapshot.children.like);
  const { actions } = actor.getSnapshot().children;
  if (!actions) throw new Error('The image screen starts its actions');
  return <ImageDetailPage view={view} likeRef={like} actionsRef={actions} pageUrl={window.location.href} />;
}

/** /image/{source}/{imageId}: a new image is a new screen. */
export default function ImageDetailRoute() {
  const { source = '', imageId = '' } = useParams();
  return <ImageDetailScreen key={`${source}/${imageId}`} source={source} imageId={imageId} />;
}
