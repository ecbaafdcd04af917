import { useSelector } from '@xstate/react';
import { lightboxMachine } from '../../machines/gallery/lightbox.machine.ts';
import { lightboxView } from '../../machines/gallery/lightbox.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { GalleryPage } from './GalleryPage.tsx';
import { STUDIO_IMAGES } from './studio-images.ts';

/** /gallery */
export default function GalleryRoute() {
  const actor = useScreenActor(lightboxMachine, {});
  const lightbox = useSelector(actor, lightboxView);
  return (
    <>
      <PageMeta
        title="Gallery"
        description="Explore our Product Showcase and Human Stories galleries: photography from across Nigeria."
        keywords="gallery, photography, product showcase, human stories"
      />
      <GalleryPage images={STUDIO_IMAGES} lightbox={lightbox} sendLightbox={actor.send} />
    </>
  );
}
