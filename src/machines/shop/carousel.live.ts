import { fromPromise } from 'xstate';
import { shareOrCopyLink } from '../../infrastructure/share.ts';
import { carouselMachine } from './carousel.machine.ts';

/** The product carousel with the page's scroll lock and the browser's share. */
export const browserCarouselMachine = carouselMachine.provide({
  actors: { share: fromPromise(({ input }) => shareOrCopyLink(input)) },
  actions: {
    lockPageScroll: () => void (document.body.style.overflow = 'hidden'),
    unlockPageScroll: () => void (document.body.style.overflow = ''),
  },
});
