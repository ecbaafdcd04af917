import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { liveStudioMediaMachine } from '../../machines/studio/studio-media.live.ts';
import { studioMediaView } from '../../machines/studio/studio-media.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioMediaPage } from './StudioMediaPage.tsx';
import { StudioMeta } from './StudioMeta.tsx';

function StudioMediaScreen({ productId }: { readonly productId: string }) {
  const actor = useScreenActor(liveStudioMediaMachine, { productId });
  const view = useSelector(actor, studioMediaView);
  return (
    <>
      <StudioMeta title="Pictures and files" />
      <StudioMediaPage view={view} send={actor.send} />
    </>
  );
}

/** /studio/products/:id/media: a fresh actor per product. */
export default function StudioMediaRoute() {
  const { id = '' } = useParams();
  return <StudioMediaScreen key={id} productId={id} />;
}
