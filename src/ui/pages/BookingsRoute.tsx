import { useSelector } from '@xstate/react';
import { liveBookingsMachine } from '../../machines/bookings/bookings.live.ts';
import { bookingsView } from '../../machines/bookings/bookings.view.ts';
import { slideshowView } from '../../machines/gallery/slideshow.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { prefersReducedMotion } from '../site.ts';
import { BookingsPage } from './BookingsPage.tsx';

/** /bookings */
export default function BookingsRoute() {
  const actor = useScreenActor(liveBookingsMachine, { reducedMotion: prefersReducedMotion() });
  const view = useSelector(actor, bookingsView);
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
      <BookingsPage view={view} send={actor.send} slideshow={slideshow} sendSlideshow={slides.send} />
    </>
  );
}
