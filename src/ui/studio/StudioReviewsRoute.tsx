import { useSelector } from '@xstate/react';
import { liveStudioReviewsMachine } from '../../machines/studio/studio-reviews.live.ts';
import { studioReviewsView } from '../../machines/studio/studio-reviews.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioMeta } from './StudioMeta.tsx';
import { StudioReviewsPage } from './StudioReviewsPage.tsx';

/** /studio/reviews */
export default function StudioReviewsRoute() {
  const actor = useScreenActor(liveStudioReviewsMachine, {});
  const view = useSelector(actor, studioReviewsView);
  return (
    <>
      <StudioMeta title="Reviews" />
      <StudioReviewsPage view={view} send={actor.send} />
    </>
  );
}
