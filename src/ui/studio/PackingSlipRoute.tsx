import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { liveStudioOrderMachine } from '../../machines/studio/studio-order.live.ts';
import { studioOrderView } from '../../machines/studio/studio-order.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PackingSlipPage } from './PackingSlipPage.tsx';
import { StudioMeta } from './StudioMeta.tsx';

const print = () => window.print();

function PackingSlipScreen({ orderNumber }: { readonly orderNumber: string }) {
  const actor = useScreenActor(liveStudioOrderMachine, { orderNumber });
  const view = useSelector(actor, studioOrderView);
  return (
    <>
      <StudioMeta title={`Packing slip ${orderNumber}`} />
      <PackingSlipPage view={view} onPrint={print} onRetry={() => actor.send({ type: 'detail.retry' })} />
    </>
  );
}

/** /studio/orders/:orderNumber/packing-slip */
export default function PackingSlipRoute() {
  const { orderNumber = '' } = useParams();
  return <PackingSlipScreen key={orderNumber} orderNumber={orderNumber} />;
}
