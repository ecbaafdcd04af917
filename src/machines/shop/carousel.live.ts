import { fromPromise } from 'xstate';
import { shareOrCopyLink } from '../../infrastructure/share.ts';
import { carouselMachine } from './carousel.machine.ts';

/** The product carousel with the browser's share (the device share sheet, else a copied link). */
export const liveCarouselMachine = carouselMachine.provide({
  actors: { share: fromPromise(({ input }) => shareOrCopyLink(input)) },
});
