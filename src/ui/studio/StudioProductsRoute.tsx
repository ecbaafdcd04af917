import { useSelector } from '@xstate/react';
import { liveStudioProductsMachine } from '../../machines/studio/studio-products.live.ts';
import { studioProductsView } from '../../machines/studio/studio-products.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioMeta } from './StudioMeta.tsx';
import { StudioProductsPage } from './StudioProductsPage.tsx';

/** /studio/products */
export default function StudioProductsRoute() {
  const actor = useScreenActor(liveStudioProductsMachine, {});
  const view = useSelector(actor, studioProductsView);
  return (
    <>
      <StudioMeta title="Products" />
      <StudioProductsPage view={view} send={actor.send} />
    </>
  );
}
