import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { showcaseItemMachine, type GalleryImage } from '../../../src/machines/gallery/showcase-item.machine.ts';
import { showcaseItemView } from '../../../src/machines/gallery/showcase-item.view.ts';
import { deferred, galleryImage } from './fixtures.ts';

const item = galleryImage('s0', { galleryType: 'productshowcase', category: { name: 'cameras', title: 'Cameras' } });

/** What the page shows before an item is found, or when there is none (§2.12): the default metadata title. */
const nothing = { title: '', description: '', categoryTitle: '', pictures: [], meta: { title: 'Product Showcase', description: '', image: undefined } };

function start(itemId: string, answer: Promise<readonly GalleryImage[]>) {
  return createActor(showcaseItemMachine.provide({ actors: { loadShowcase: fromPromise<readonly GalleryImage[]>(() => answer) } }), { input: { itemId } }).start();
}

describe('showcaseItemView', () => {
  it('shows nothing of an item while loading, and nothing when the item is missing', async () => {
    const answer = deferred<readonly GalleryImage[]>();
    const actor = start('zzz', answer.promise);
    expect(showcaseItemView(actor.getSnapshot())).toEqual({ status: 'loading', ...nothing });
    answer.resolve([item]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('missing'));
    expect(showcaseItemView(actor.getSnapshot())).toEqual({ status: 'missing', ...nothing });
  });

  it('shows the item only in the found state', () => {
    for (const value of ['loading', 'missing'] as const) {
      const snapshot = showcaseItemMachine.resolveState({ value, context: { itemId: 's0', item } });
      expect(showcaseItemView(snapshot)).toEqual({ status: value, ...nothing });
    }
    const found = showcaseItemMachine.resolveState({ value: 'found', context: { itemId: 's0', item } });
    expect(showcaseItemView(found)).toMatchObject({ status: 'found', title: 'Title s0', categoryTitle: 'Cameras', meta: { title: 'Title s0', image: '/media/gallery/s0-wm-960.jpg' } });
  });
});
