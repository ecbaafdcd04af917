import { useSelector } from '@xstate/react';
import { lightboxMachine } from '../../machines/gallery/lightbox.machine.ts';
import { lightboxView } from '../../machines/gallery/lightbox.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { bookingServices } from '../app/booking-services.ts';
import { configuredBookingForms } from './configured-booking-forms.ts';
import { AboutPage } from './AboutPage.tsx';
import { STUDIO_IMAGES } from './studio-images.ts';

/** /about */
export default function AboutRoute() {
  const actor = useScreenActor(lightboxMachine, {});
  const lightbox = useSelector(actor, lightboxView);
  return (
    <>
      <PageMeta
        title="About Us"
        description="Our story since 2018: a fashion, art and lifestyle photography studio in Ibadan, Nigeria, with a shop, galleries and session bookings."
        keywords="about, photography studio, Ibadan, Nigeria"
      />
      <AboutPage
        images={STUDIO_IMAGES}
        services={bookingServices(configuredBookingForms())}
        lightbox={lightbox}
        sendLightbox={actor.send}
      />
    </>
  );
}
