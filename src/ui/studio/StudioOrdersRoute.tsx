import { useSelector } from '@xstate/react';
import { liveStudioOrdersMachine } from '../../machines/studio/studio-orders.live.ts';
import { studioOrdersView } from '../../machines/studio/studio-orders.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioMeta } from './StudioMeta.tsx';
import { StudioOrdersPage } from './StudioOrdersPage.tsx';

/** /studio/orders */
export default function StudioOrdersRoute() {
  const actor = useScreenActor(liveStudioOrdersMachine, {});
  const view = useSelector(actor, studioOrdersView);
  return (
    <>
      <StudioMeta title="Orders" />
      <StudioOrdersPage view={view} send={actor.send} />
    </>
  );
}
