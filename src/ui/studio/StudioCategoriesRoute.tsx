import { useSelector } from '@xstate/react';
import { liveStudioCategoriesMachine } from '../../machines/studio/studio-categories.live.ts';
import { studioCategoriesView } from '../../machines/studio/studio-categories.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioCategoriesPage } from './StudioCategoriesPage.tsx';
import { StudioMeta } from './StudioMeta.tsx';

/** /studio/categories */
export default function StudioCategoriesRoute() {
  const actor = useScreenActor(liveStudioCategoriesMachine, {});
  const view = useSelector(actor, studioCategoriesView);
  return (
    <>
      <StudioMeta title="Categories" />
      <StudioCategoriesPage view={view} send={actor.send} />
    </>
  );
}
