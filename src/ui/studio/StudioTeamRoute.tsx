import { useSelector } from '@xstate/react';
import { liveStudioTeamMachine } from '../../machines/studio/studio-team.live.ts';
import { studioTeamView } from '../../machines/studio/studio-team.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioMeta } from './StudioMeta.tsx';
import { StudioTeamPage } from './StudioTeamPage.tsx';

/** /studio/team */
export default function StudioTeamRoute() {
  const actor = useScreenActor(liveStudioTeamMachine, {});
  const view = useSelector(actor, studioTeamView);
  return (
    <>
      <StudioMeta title="Team" />
      <StudioTeamPage view={view} send={actor.send} />
    </>
  );
}
