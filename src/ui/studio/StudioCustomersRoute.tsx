import { useSelector } from '@xstate/react';
import { liveStudioCustomersMachine } from '../../machines/studio/studio-customers.live.ts';
import { studioCustomersView } from '../../machines/studio/studio-customers.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioCustomersPage } from './StudioCustomersPage.tsx';
import { StudioMeta } from './StudioMeta.tsx';

/** /studio/customers */
export default function StudioCustomersRoute() {
  const actor = useScreenActor(liveStudioCustomersMachine, {});
  const view = useSelector(actor, studioCustomersView);
  return (
    <>
      <StudioMeta title="Customers" />
      <StudioCustomersPage view={view} send={actor.send} />
    </>
  );
}
