import { useSelector } from '@xstate/react';
import { liveStudioBookingsMachine } from '../../machines/studio/studio-bookings.live.ts';
import { studioBookingsView } from '../../machines/studio/studio-bookings.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioBookingsPage } from './StudioBookingsPage.tsx';
import { StudioMeta } from './StudioMeta.tsx';

/** /studio/bookings */
export default function StudioBookingsRoute() {
  const actor = useScreenActor(liveStudioBookingsMachine, {});
  const view = useSelector(actor, studioBookingsView);
  return (
    <>
      <StudioMeta title="Bookings page" />
      <StudioBookingsPage view={view} send={actor.send} />
    </>
  );
}
