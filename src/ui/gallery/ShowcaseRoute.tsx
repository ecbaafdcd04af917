import { useSelector } from '@xstate/react';
import { liveShowcaseMachine } from '../../machines/gallery/showcase.live.ts';
import { lightboxView } from '../../machines/gallery/lightbox.view.ts';
import { showcaseView } from '../../machines/gallery/showcase.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { ShowcasePage } from './ShowcasePage.tsx';

/** /productshowcase */
export default function ShowcaseRoute() {
  const actor = useScreenActor(liveShowcaseMachine, {});
  const view = useSelector(actor, showcaseView);
  const { hero, modal } = actor.getSnapshot().children;
  if (!hero || !modal) throw new Error('The showcase screen starts its hero and modal');
  const modalState = useSelector(modal, lightboxView);
  return <ShowcasePage view={view} modal={modalState} heroRef={hero} send={actor.send} sendModal={modal.send} />;
}
