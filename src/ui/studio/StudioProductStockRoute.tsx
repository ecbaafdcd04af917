import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { liveStudioProductStockMachine } from '../../machines/studio/studio-product-stock.live.ts';
import { studioProductStockView } from '../../machines/studio/studio-product-stock.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioMeta } from './StudioMeta.tsx';
import { StudioProductStockPage } from './StudioProductStockPage.tsx';

function StudioProductStockScreen({ productId }: { readonly productId: string }) {
  const actor = useScreenActor(liveStudioProductStockMachine, { productId });
  const view = useSelector(actor, studioProductStockView);
  return (
    <>
      <StudioMeta title="Stock history" />
      <StudioProductStockPage view={view} send={actor.send} />
    </>
  );
}

/** /studio/stock/:productId: a fresh actor per product. */
export default function StudioProductStockRoute() {
  const { productId = '' } = useParams();
  return <StudioProductStockScreen key={productId} productId={productId} />;
}
