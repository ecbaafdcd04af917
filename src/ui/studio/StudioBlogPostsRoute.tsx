import { useSelector } from '@xstate/react';
import { liveStudioBlogPostsMachine } from '../../machines/studio/studio-blog-posts.live.ts';
import { studioBlogPostsView } from '../../machines/studio/studio-blog-posts.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioMeta } from './StudioMeta.tsx';
import { StudioBlogPostsPage } from './StudioBlogPostsPage.tsx';

/** /studio/blog */
export default function StudioBlogPostsRoute() {
  const actor = useScreenActor(liveStudioBlogPostsMachine, {});
  const view = useSelector(actor, studioBlogPostsView);
  return (
    <>
      <StudioMeta title="Blog" />
      <StudioBlogPostsPage view={view} send={actor.send} />
    </>
  );
}
