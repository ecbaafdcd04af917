import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { liveStudioCustomerMachine } from '../../machines/studio/studio-customer.live.ts';
import { studioCustomerView } from '../../machines/studio/studio-customer.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioCustomerPage } from './StudioCustomerPage.tsx';
import { StudioMeta } from './StudioMeta.tsx';

function StudioCustomerScreen({ id }: { readonly id: string }) {
  const actor = useScreenActor(liveStudioCustomerMachine, { id });
  const view = useSelector(actor, studioCustomerView);
  return (
    <>
      <StudioMeta title="Customer" />
      <StudioCustomerPage view={view} send={actor.send} />
    </>
  );
}

/** /studio/customers/:id: a fresh actor per customer. */
export default function StudioCustomerRoute() {
  const { id = '' } = useParams();
  return <StudioCustomerScreen key={id} id={id} />;
}
