import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { liveProductEditorMachine } from '../../machines/studio/studio-product-editor.live.ts';
import { productEditorView } from '../../machines/studio/studio-product-editor.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioMeta } from './StudioMeta.tsx';
import { StudioProductEditorPage } from './StudioProductEditorPage.tsx';

function StudioProductEditorScreen({ productId }: { readonly productId: string | null }) {
  const actor = useScreenActor(liveProductEditorMachine, { productId });
  const view = useSelector(actor, productEditorView);
  return (
    <>
      <StudioMeta title={productId ? 'Edit product' : 'New product'} />
      <StudioProductEditorPage view={view} send={actor.send} />
    </>
  );
}

/** /studio/products/new and /studio/products/:productId: a fresh actor per product. */
export default function StudioProductEditorRoute() {
  const { productId = 'new' } = useParams();
  const id = productId === 'new' ? null : productId;
  return <StudioProductEditorScreen key={productId} productId={id} />;
}
