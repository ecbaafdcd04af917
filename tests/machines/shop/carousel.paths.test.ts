import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { transition, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { carouselMachine } from '../../../src/machines/shop/carousel.machine.ts';
import { carouselView } from '../../../src/machines/shop/carousel.view.ts';
import { emittedBy as effectsOf, offered } from './paths-support.ts';

type CarouselSnapshot = SnapshotFrom<typeof carouselMachine>;
const images = ['/a.jpg', '/b.jpg', '/c.jpg'];

// Every event the image views can meet, including the share's answers.
const events = [
  { type: 'carousel.open', images, index: 2 },
  { type: 'gallery.open', images, index: 0 },
  { type: 'carousel.show', index: 1 },
  { type: 'carousel.next' },
  { type: 'carousel.previous' },
  { type: 'carousel.key', key: 'ArrowRight' },
  { type: 'carousel.key', key: 'ArrowLeft' },
  { type: 'carousel.key', key: 'Escape' },
  { type: 'carousel.key', key: 'Enter' },
  { type: 'swipe.start', x: 300 },
  { type: 'swipe.end', x: 200 },
  { type: 'swipe.end', x: 290 },
  { type: 'carousel.close' },
  { type: 'carousel.share', url: 'https://studio.example/shop/p1', title: 'Softbox' },
  { type: 'xstate.done.actor.share', output: 'copied' },
  { type: 'xstate.done.actor.share', output: 'shared' },
  { type: 'xstate.error.actor.share', error: new Error('denied') },
] as unknown as EventFromLogic<typeof carouselMachine>[];

const paths = getShortestPaths(carouselMachine, { events: offered(events) });
// Every reachable state: a shortest path ends in each one.
const everySnapshot = paths.map((path) => path.state as CarouselSnapshot);

describe('carouselMachine, every shortest path', () => {
  it('reaches every state', () => {
    const reached = new Set(everySnapshot.map((snapshot) => JSON.stringify(snapshot.value)));
    expect([...reached].sort()).toEqual([
      '"closed"',
      '{"open":"gallery"}',
      '{"open":{"carousel":"idle"}}',
      '{"open":{"carousel":"sharing"}}',
    ]);
  });

  it('keeps the index inside the images, no finger down in the gallery, and a view that matches the state', () => {
    for (const snapshot of everySnapshot) {
      expect(snapshot.status).toBe('active');
      const { index, touchStartX } = snapshot.context;
      const view = carouselView(snapshot);
      if (snapshot.matches('open')) {
        expect(index >= 0 && index < images.length).toBe(true);
        expect(view.mode).toBe(snapshot.matches({ open: 'gallery' }) ? 'gallery' : 'carousel');
      } else {
        expect(view).toEqual({ mode: 'closed' });
      }
      // Opening starts without a finger down, and the gallery hears no swipes.
      if (snapshot.matches({ open: 'gallery' })) expect(touchStartX).toBeNull();
    }
  });

  it('from every open state, Escape closes; from every sharing state, a copied link toasts and a failure says so', () => {
    for (const snapshot of everySnapshot.filter((s) => s.matches('open'))) {
      expect(transition(carouselMachine, snapshot, { type: 'carousel.key', key: 'Escape' })[0].value).toBe('closed');
    }
    const sharing = everySnapshot.filter((s) => s.matches({ open: { carousel: 'sharing' } }));
    expect(sharing.length).toBeGreaterThan(0);
    for (const snapshot of sharing) {
      const [copied, copiedActions] = transition(carouselMachine, snapshot, { type: 'xstate.done.actor.share', output: 'copied' } as never);
      expect(copied.matches({ open: { carousel: 'idle' } })).toBe(true);
      expect(effectsOf(copiedActions)).toEqual([{ type: 'toast', kind: 'success', message: 'Link copied to clipboard' }]);
      const [, sharedActions] = transition(carouselMachine, snapshot, { type: 'xstate.done.actor.share', output: 'shared' } as never);
      expect(effectsOf(sharedActions)).toEqual([]);
      const [, failedActions] = transition(carouselMachine, snapshot, {
        type: 'xstate.error.actor.share',
        error: new Error('denied'),
      } as never);
      expect(effectsOf(failedActions)).toEqual([{ type: 'toast', kind: 'error', message: 'Could not share this image' }]);
    }
  });
});
