import { liveNewsletterMachine } from '../../machines/newsletter/newsletter.live.ts';
import { Footer } from './Footer.tsx';

/** The site's footer with its live Newsletter machine: the module LazyFooter loads. */
export default function SiteFooter() {
  return <Footer newsletter={liveNewsletterMachine} />;
}
