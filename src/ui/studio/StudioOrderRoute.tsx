import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { liveStudioOrderMachine } from '../../machines/studio/studio-order.live.ts';
import { studioOrderView } from '../../machines/studio/studio-order.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioMeta } from './StudioMeta.tsx';
import { StudioOrderPage } from './StudioOrderPage.tsx';

function StudioOrderScreen({ orderNumber }: { readonly orderNumber: string }) {
  const actor = useScreenActor(liveStudioOrderMachine, { orderNumber });
  const view = useSelector(actor, studioOrderView);
  return (
    <>
      <StudioMeta title={`Order ${orderNumber}`} />
      <StudioOrderPage view={view} send={actor.send} />
    </>
  );
}

/** /studio/orders/:orderNumber: a fresh actor per order. */
export default function StudioOrderRoute() {
  const { orderNumber = '' } = useParams();
  return <StudioOrderScreen key={orderNumber} orderNumber={orderNumber} />;
}
