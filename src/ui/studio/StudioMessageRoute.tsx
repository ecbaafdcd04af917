import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { liveStudioMessageMachine } from '../../machines/studio/studio-message.live.ts';
import { studioMessageView } from '../../machines/studio/studio-message.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioMessagePage } from './StudioMessagePage.tsx';
import { StudioMeta } from './StudioMeta.tsx';

function StudioMessageScreen({ referenceId }: { readonly referenceId: string }) {
  const actor = useScreenActor(liveStudioMessageMachine, { referenceId });
  const view = useSelector(actor, studioMessageView);
  return (
    <>
      <StudioMeta title={`Message ${referenceId}`} />
      <StudioMessagePage view={view} send={actor.send} />
    </>
  );
}

/** /studio/inbox/:referenceId: a fresh actor per message. */
export default function StudioMessageRoute() {
  const { referenceId = '' } = useParams();
  return <StudioMessageScreen key={referenceId} referenceId={referenceId} />;
}
