import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { liveStudioGalleryMachine } from '../../machines/studio/studio-gallery.live.ts';
import { studioGalleryView } from '../../machines/studio/studio-gallery.view.ts';
import type { GalleryType } from '../../machines/studio/studio-types.ts';
import { EMPTY_PRODUCT_SEARCH, productSearchView } from '../../machines/studio/product-search.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioGalleryPage } from './StudioGalleryPage.tsx';
import { StudioMeta } from './StudioMeta.tsx';
import StudioNotFound from './StudioNotFound.tsx';

function StudioGalleryScreen({ galleryType }: { readonly galleryType: GalleryType }) {
  const actor = useScreenActor(liveStudioGalleryMachine, { galleryType });
  // The product search is the machine's productSearch child: its own snapshot gives the field.
  const productSearch = useSelector(actor.getSnapshot().children.productSearch, (snapshot) =>
    snapshot ? productSearchView(snapshot) : EMPTY_PRODUCT_SEARCH,
  );
  const view = useSelector(actor, (snapshot) => studioGalleryView(snapshot, productSearch));
  return (
    <>
      <StudioMeta title={view.title} />
      <StudioGalleryPage view={view} send={actor.send} />
    </>
  );
}

/** /studio/gallery/:type (Human Stories when left out): a fresh actor per gallery. */
export default function StudioGalleryRoute() {
  const { type = 'humanstories' } = useParams();
  if (type !== 'humanstories' && type !== 'productshowcase') return <StudioNotFound />;
  return <StudioGalleryScreen key={type} galleryType={type} />;
}
