import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { liveBlogListMachine } from '../../machines/blog/blog.live.ts';
import { blogListView } from '../../machines/blog/blog-list.view.ts';
import { readBlogQuery } from '../../machines/blog/blog-query.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { BlogListPage } from './BlogListPage.tsx';

function BlogList({ search }: { readonly search: string }) {
  const actor = useScreenActor(liveBlogListMachine, { query: readBlogQuery(search) });
  const view = useSelector(actor, blogListView);
  return <BlogListPage view={view} send={actor.send} />;
}

/** /lifestyle: the address is the query, so each address gets a fresh list (key). */
export default function BlogListRoute() {
  const { search } = useLocation();
  // Choosing a page or a category changes only the query, which the frame's ScrollToTop (by path)
  // does not see; the new page is read from the top.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [search]);
  return (
    <>
      <PageMeta
        title="Captured Notes"
        description="Captured Notes, our lifestyle blog: photography tips, gear guides and stories from behind the scenes of our studio in Nigeria."
        keywords="photography blog, Captured Notes, lifestyle blog, Nigeria"
      />
      <BlogList key={search} search={search} />
    </>
  );
}
