import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { storiesQuery } from '../../domain/gallery.ts';
import { liveStoriesMachine } from '../../machines/gallery/stories.live.ts';
import { lightboxView } from '../../machines/gallery/lightbox.view.ts';
import { storiesView } from '../../machines/gallery/stories.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { StoriesPage } from './StoriesPage.tsx';

/** /humanstories */
export default function StoriesRoute() {
  const [params] = useSearchParams();
  const actor = useScreenActor(liveStoriesMachine, { query: storiesQuery(params) });
  const view = useSelector(actor, storiesView);
  const likes = useSelector(actor, (snapshot) => snapshot.context.likes);
  const { hero, lightbox } = actor.getSnapshot().children;
  if (!hero || !lightbox) throw new Error('The stories screen starts its hero and lightbox');
  const lightboxState = useSelector(lightbox, lightboxView);
  return <StoriesPage view={view} lightbox={lightboxState} heroRef={hero} likes={likes} sendLightbox={lightbox.send} />;
}
