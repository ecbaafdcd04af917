import { useSelector } from '@xstate/react';
import { liveStudioStockMachine } from '../../machines/studio/studio-stock.live.ts';
import { studioStockView } from '../../machines/studio/studio-stock.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioMeta } from './StudioMeta.tsx';
import { StudioStockPage } from './StudioStockPage.tsx';

/** /studio/stock */
export default function StudioStockRoute() {
  const actor = useScreenActor(liveStudioStockMachine, {});
  const view = useSelector(actor, studioStockView);
  return (
    <>
      <StudioMeta title="Stock" />
      <StudioStockPage view={view} send={actor.send} />
    </>
  );
}
