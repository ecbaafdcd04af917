import { useSelector } from '@xstate/react';
import { liveNewsletterMachine } from '../../machines/newsletter/newsletter.live.ts';
import { newsletterView } from '../../machines/newsletter/newsletter.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { Footer } from './Footer.tsx';

/**
 * The footer as the layout shows it (the module LazyFooter loads): like a route, it creates the
 * Newsletter form's actor with useScreenActor (src/README.md) and hands the footer its view.
 */
export default function SiteFooter() {
  const actor = useScreenActor(liveNewsletterMachine, {});
  const view = useSelector(actor, newsletterView);
  return <Footer newsletter={{ view, send: actor.send }} />;
}
