import { fromPromise } from 'xstate';
import { carouselMachine } from './carousel.machine.ts';

/**
 * The product carousel with the browser's share (the device share sheet, else a copied link). The
 * share code loads on the first Share press: the product page has no first-load room to spare, and
 * the press's user activation outlasts one small download.
 */
export const liveCarouselMachine = carouselMachine.provide({
  actors: { share: fromPromise(async ({ input }) => (await import('../../infrastructure/share.ts')).shareOrCopyLink(input)) },
});
