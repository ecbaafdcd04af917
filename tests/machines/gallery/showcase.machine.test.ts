import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { showcaseMachine, type GalleryImage } from '../../../src/machines/gallery/showcase.machine.ts';
import { showcaseView } from '../../../src/machines/gallery/showcase.view.ts';
import { galleryImage } from './fixtures.ts';

function start(items: readonly GalleryImage[]) {
  const actor = createActor(
    showcaseMachine.provide({ actors: { loadShowcase: fromPromise<readonly GalleryImage[]>(() => Promise.resolve(items)) } }),
    { clock: new SimulatedClock() },
  );
  return actor.start();
}

describe('showcaseView', () => {
  it('is loaded, with no message, once there are items', async () => {
    const actor = start([galleryImage('s0', { galleryType: 'productshowcase' })]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loaded'));
    expect(showcaseView(actor.getSnapshot())).toMatchObject({ status: 'loaded', message: '', modal: null });
    expect(showcaseView(actor.getSnapshot()).tiles.map((tile) => tile.id)).toEqual(['s0']);
  });
});
