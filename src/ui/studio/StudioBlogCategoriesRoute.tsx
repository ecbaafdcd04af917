import { useSelector } from '@xstate/react';
import { liveStudioBlogCategoriesMachine } from '../../machines/studio/studio-blog-categories.live.ts';
import { studioBlogCategoriesView } from '../../machines/studio/studio-blog-categories.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioMeta } from './StudioMeta.tsx';
import { StudioBlogCategoriesPage } from './StudioBlogCategoriesPage.tsx';

/** /studio/blog/categories */
export default function StudioBlogCategoriesRoute() {
  const actor = useScreenActor(liveStudioBlogCategoriesMachine, {});
  const view = useSelector(actor, studioBlogCategoriesView);
  return (
    <>
      <StudioMeta title="Blog categories" />
      <StudioBlogCategoriesPage view={view} send={actor.send} />
    </>
  );
}
