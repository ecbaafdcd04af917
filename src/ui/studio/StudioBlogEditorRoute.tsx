import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { liveStudioBlogEditorMachine } from '../../machines/studio/studio-blog-editor.live.ts';
import { studioBlogEditorView } from '../../machines/studio/studio-blog-editor.view.ts';
import { EMPTY_PRODUCT_SEARCH, productSearchView } from '../../machines/studio/product-search.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StudioMeta } from './StudioMeta.tsx';
import { StudioBlogEditorPage } from './StudioBlogEditorPage.tsx';

function StudioBlogEditorScreen({ postId }: { readonly postId: string | null }) {
  const actor = useScreenActor(liveStudioBlogEditorMachine, { postId });
  // The product search is the machine's productSearch child: its own snapshot gives the field.
  const productSearch = useSelector(actor.getSnapshot().children.productSearch, (snapshot) =>
    snapshot ? productSearchView(snapshot) : EMPTY_PRODUCT_SEARCH,
  );
  const view = useSelector(actor, (snapshot) => studioBlogEditorView(snapshot, productSearch));
  return (
    <>
      <StudioMeta title={postId ? 'Edit post' : 'Write a post'} />
      <StudioBlogEditorPage view={view} send={actor.send} />
    </>
  );
}

/** /studio/blog/new and /studio/blog/:postId: a fresh actor per post. The rich-text editor comes with this route's chunk only. */
export default function StudioBlogEditorRoute() {
  const { postId = 'new' } = useParams();
  return <StudioBlogEditorScreen key={postId} postId={postId === 'new' ? null : postId} />;
}
