import { useSelector } from '@xstate/react';
import { bookingsMachine } from '../../machines/bookings/bookings.machine.ts';
import { slideshowView } from '../../machines/gallery/slideshow.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { bookingServices } from '../app/booking-services.ts';
import { configuredBookingForms } from './configured-booking-forms.ts';
import { prefersReducedMotion } from '../site.ts';
import { BookingsPage } from './BookingsPage.tsx';

/** /bookings */
export default function BookingsRoute() {
  const actor = useScreenActor(bookingsMachine, { reducedMotion: prefersReducedMotion() });
  const slides = actor.getSnapshot().children.slides;
  if (!slides) throw new Error('The bookings screen starts its slideshow');
  const slideshow = useSelector(slides, slideshowView);
  return (
    <>
      <PageMeta
        title="Book a Session"
        description="Book product photography, a portrait session or custom item sourcing with our studio in Ibadan."
        keywords="photography booking, portrait session, product photography, Ibadan"
      />
      <BookingsPage services={bookingServices(configuredBookingForms())} slideshow={slideshow} sendSlideshow={slides.send} />
    </>
  );
}
