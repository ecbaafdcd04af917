import { useSelector } from '@xstate/react';
import { liveStudioNewsletterMachine } from '../../machines/studio/studio-newsletter.live.ts';
import { studioNewsletterView } from '../../machines/studio/studio-newsletter.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioMeta } from './StudioMeta.tsx';
import { StudioNewsletterPage } from './StudioNewsletterPage.tsx';

/** /studio/newsletter */
export default function StudioNewsletterRoute() {
  const actor = useScreenActor(liveStudioNewsletterMachine, {});
  const view = useSelector(actor, studioNewsletterView);
  return (
    <>
      <StudioMeta title="Newsletter" />
      <StudioNewsletterPage view={view} send={actor.send} />
    </>
  );
}
