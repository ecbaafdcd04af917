import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { carouselMachine, type ShareOutcome } from '../../../src/machines/shop/carousel.machine.ts';
import { carouselView } from '../../../src/machines/shop/carousel.view.ts';

const images = ['/a.jpg', '/b.jpg', '/c.jpg'];

function start(share: () => Promise<ShareOutcome> = async () => 'shared') {
  const emitted: AppEffect[] = [];
  const machine = carouselMachine.provide({ actors: { share: fromPromise(share) } });
  const actor = createActor(machine);
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('carouselMachine', () => {
  it('opens at the clicked image and wraps both ways; it leaves the page scroll to the modal (no effect)', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'carousel.open', images, index: 2 });
    expect(actor.getSnapshot().matches({ open: 'carousel' })).toBe(true);
    actor.send({ type: 'carousel.next' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'carousel.previous' });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'carousel.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toEqual([]);
  });

  it('follows the arrow keys and closes on Escape', () => {
    const { actor } = start();
    actor.send({ type: 'carousel.open', images, index: 0 });
    actor.send({ type: 'carousel.key', key: 'ArrowLeft' });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'carousel.key', key: 'ArrowRight' });
    actor.send({ type: 'carousel.key', key: 'ArrowRight' });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'carousel.key', key: 'Enter' });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'carousel.key', key: 'Escape' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('changes image only on a swipe of more than 50 px', () => {
    const { actor } = start();
    actor.send({ type: 'carousel.open', images, index: 0 });
    actor.send({ type: 'swipe.start', x: 200 });
    actor.send({ type: 'swipe.end', x: 150 });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'swipe.start', x: 200 });
    actor.send({ type: 'swipe.end', x: 149 });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'swipe.start', x: 100 });
    actor.send({ type: 'swipe.end', x: 151 });
    expect(actor.getSnapshot().context.index).toBe(0);
    // An end without a start is ignored.
    actor.send({ type: 'swipe.end', x: 0 });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('opens the gallery overlay, from which an image opens in the carousel', () => {
    const { actor } = start();
    actor.send({ type: 'gallery.open', images, index: 1 });
    expect(actor.getSnapshot().matches({ open: 'gallery' })).toBe(true);
    actor.send({ type: 'carousel.show', index: 2 });
    expect(actor.getSnapshot().matches({ open: 'carousel' })).toBe(true);
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'carousel.close' });
    actor.send({ type: 'gallery.open', images, index: 0 });
    actor.send({ type: 'carousel.key', key: 'Escape' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('shares through the device, or says the link was copied, or that sharing failed', async () => {
    const shared = start(async () => 'shared');
    shared.actor.send({ type: 'carousel.open', images, index: 0 });
    shared.actor.send({ type: 'carousel.share', url: 'https://studio.example/shop/p1', title: 'Softbox' });
    await waitFor(shared.actor, (s) => s.matches({ open: { carousel: 'idle' } }));
    expect(shared.emitted).toEqual([]);

    const copied = start(async () => 'copied');
    copied.actor.send({ type: 'carousel.open', images, index: 0 });
    copied.actor.send({ type: 'carousel.share', url: 'https://studio.example/shop/p1', title: 'Softbox' });
    await waitFor(copied.actor, (s) => s.matches({ open: { carousel: 'idle' } }));
    expect(copied.emitted).toEqual([{ type: 'toast', kind: 'success', message: 'Link copied to clipboard' }]);

    const failed = start(() => Promise.reject(new Error('denied')));
    failed.actor.send({ type: 'carousel.open', images, index: 0 });
    failed.actor.send({ type: 'carousel.share', url: 'https://studio.example/shop/p1', title: 'Softbox' });
    await waitFor(failed.actor, (s) => s.matches({ open: { carousel: 'idle' } }));
    expect(failed.emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Could not share this image' }]);
  });

  it('shows the views: closed, the gallery with its count, the carousel with its counter, arrows and busy Share', async () => {
    const { actor } = start(() => new Promise<ShareOutcome>(() => {}));
    expect(carouselView(actor.getSnapshot())).toEqual({ mode: 'closed' });
    actor.send({ type: 'gallery.open', images, index: 0 });
    expect(carouselView(actor.getSnapshot())).toEqual({ mode: 'gallery', images, countText: '3 photos' });
    actor.send({ type: 'carousel.show', index: 1 });
    expect(carouselView(actor.getSnapshot())).toEqual({
      mode: 'carousel',
      image: '/b.jpg',
      index: 1,
      count: 3,
      counterText: '2 / 3',
      arrows: true,
      sharing: false,
    });
    actor.send({ type: 'carousel.share', url: 'https://studio.example/shop/p1', title: 'Softbox' });
    expect(carouselView(actor.getSnapshot())).toMatchObject({ sharing: true });
    actor.send({ type: 'carousel.close' });
    actor.send({ type: 'carousel.open', images: ['/only.jpg'], index: 0 });
    expect(carouselView(actor.getSnapshot())).toMatchObject({ counterText: '1 / 1', arrows: false });
    // Opened without images there is nothing to show.
    actor.send({ type: 'carousel.close' });
    actor.send({ type: 'carousel.open', images: [], index: 0 });
    expect(carouselView(actor.getSnapshot())).toEqual({ mode: 'closed' });
  });
});
