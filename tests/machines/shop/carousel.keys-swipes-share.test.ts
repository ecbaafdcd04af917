import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { carouselMachine, type ShareOutcome } from '../../../src/machines/shop/carousel.machine.ts';

const images = ['/a.jpg', '/b.jpg', '/c.jpg'];

function start() {
  const inputs: { url: string; title: string }[] = [];
  const machine = carouselMachine.provide({
    actors: {
      share: fromPromise<ShareOutcome, { url: string; title: string }>(async ({ input }) => {
        inputs.push(input);
        return 'shared';
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, inputs };
}

describe('carouselMachine: keys, swipes and sharing', () => {
  it('keeps the gallery open on keys other than Escape', () => {
    const { actor } = start();
    actor.send({ type: 'gallery.open', images, index: 0 });
    actor.send({ type: 'carousel.key', key: 'ArrowRight' });
    expect(actor.getSnapshot().matches({ open: 'gallery' })).toBe(true);
    actor.send({ type: 'carousel.key', key: 'Escape' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('ignores a swipe end without a start, even a long one', () => {
    const { actor } = start();
    actor.send({ type: 'carousel.open', images, index: 0 });
    actor.send({ type: 'swipe.end', x: 300 });
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(actor.getSnapshot().context.touchStartX).toBeNull();
  });

  it('forgets the start of a short swipe, so a later end alone does nothing', () => {
    const { actor } = start();
    actor.send({ type: 'carousel.open', images, index: 0 });
    actor.send({ type: 'swipe.start', x: 100 });
    actor.send({ type: 'swipe.end', x: 110 });
    expect(actor.getSnapshot().context.touchStartX).toBeNull();
    actor.send({ type: 'swipe.end', x: 400 });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('shares the given link and title', async () => {
    const { actor, inputs } = start();
    actor.send({ type: 'carousel.open', images, index: 0 });
    actor.send({ type: 'carousel.share', url: 'https://studio.example/shop/p1', title: 'Softbox' });
    await waitFor(actor, (s) => s.matches({ open: { carousel: 'idle' } }));
    expect(inputs).toEqual([{ url: 'https://studio.example/shop/p1', title: 'Softbox' }]);
  });
});
