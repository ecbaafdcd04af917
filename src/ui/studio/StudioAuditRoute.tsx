import { useSelector } from '@xstate/react';
import { liveStudioAuditMachine } from '../../machines/studio/studio-audit.live.ts';
import { studioAuditView } from '../../machines/studio/studio-audit.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioAuditPage } from './StudioAuditPage.tsx';
import { StudioMeta } from './StudioMeta.tsx';

/** /studio/audit */
export default function StudioAuditRoute() {
  const actor = useScreenActor(liveStudioAuditMachine, {});
  const view = useSelector(actor, studioAuditView);
  return (
    <>
      <StudioMeta title="Audit log" />
      <StudioAuditPage view={view} send={actor.send} />
    </>
  );
}
