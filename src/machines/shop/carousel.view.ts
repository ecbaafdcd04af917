import type { SnapshotFrom } from 'xstate';
import type { carouselMachine } from './carousel.machine.ts';

/** The product's full-screen image views, ready to render: closed, the gallery overlay or the carousel. */
export type CarouselView =
  | { readonly mode: 'closed' }
  | { readonly mode: 'gallery'; readonly images: readonly string[]; readonly countText: string }
  | {
      readonly mode: 'carousel';
      readonly image: string;
      readonly index: number;
      readonly count: number;
      /** '2 / 3' */
      readonly counterText: string;
      /** Previous and next are offered only when there is more than one image. */
      readonly arrows: boolean;
      /** Share is busy while the share sheet or the copy runs. */
      readonly sharing: boolean;
    };

export const CLOSED_CAROUSEL: CarouselView = { mode: 'closed' };

export function carouselView(snapshot: SnapshotFrom<typeof carouselMachine>): CarouselView {
  const { images, index } = snapshot.context;
  const image = images[index];
  // Nothing to show without images, whatever the state.
  if (snapshot.matches('closed') || image === undefined) return CLOSED_CAROUSEL;
  const count = images.length;
  if (snapshot.matches({ open: 'gallery' })) return { mode: 'gallery', images, countText: `${count} photos` };
  return {
    mode: 'carousel',
    image,
    index,
    count,
    counterText: `${index + 1} / ${count}`,
    arrows: count > 1,
    sharing: snapshot.matches({ open: { carousel: 'sharing' } }),
  };
}
