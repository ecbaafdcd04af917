import { useSelector } from '@xstate/react';
import { liveStudioInboxMachine } from '../../machines/studio/studio-inbox.live.ts';
import { studioInboxView } from '../../machines/studio/studio-inbox.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioInboxPage } from './StudioInboxPage.tsx';
import { StudioMeta } from './StudioMeta.tsx';

/** /studio/inbox */
export default function StudioInboxRoute() {
  const actor = useScreenActor(liveStudioInboxMachine, {});
  const view = useSelector(actor, studioInboxView);
  return (
    <>
      <StudioMeta title="Inbox" />
      <StudioInboxPage view={view} send={actor.send} />
    </>
  );
}
