import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { showcaseItemMachine, type GalleryImage } from '../../../src/machines/gallery/showcase-item.machine.ts';
import { showcaseItemView } from '../../../src/machines/gallery/showcase-item.view.ts';
import { deferred, galleryImage } from './fixtures.ts';

const item = galleryImage('s0', { galleryType: 'productshowcase', category: { name: 'cameras', title: 'Cameras' } });

/** What the page shows before an item is found, or when there is none: the default metadata title. */
const nothing = {
  title: '',
  description: '',
  categoryTitle: '',
  pictures: [],
  meta: { title: 'Product Showcase', description: '', image: undefined },
};

function start(itemId: string, answer: Promise<readonly GalleryImage[]>) {
  return createActor(showcaseItemMachine.provide({ actors: { loadShowcase: fromPromise<readonly GalleryImage[]>(() => answer) } }), {
    input: { itemId },
  }).start();
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
    expect(showcaseItemView(found)).toMatchObject({
      status: 'found',
      title: 'Title s0',
      categoryTitle: 'Cameras',
      meta: { title: 'Title s0', image: '/media/gallery/s0-share.jpg' },
    });
  });
});

describe('showcaseItemMachine, the built-in items', () => {
  const builtIn = galleryImage('static-1', { galleryType: 'productshowcase', category: { name: 'cameras', title: 'Cameras' } });

  function start(itemId: string, answer: () => Promise<readonly GalleryImage[]>) {
    const machine = showcaseItemMachine.provide({
      actors: {
        loadShowcase: fromPromise<readonly GalleryImage[]>(answer),
        loadStaticShowcase: fromPromise<readonly GalleryImage[]>(async () => [builtIn]),
      },
    });
    return createActor(machine, { input: { itemId } }).start();
  }

  it('finds an item the server list lacks among the built-in ones', async () => {
    const actor = start('static-1', async () => [item]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('found'));
    expect(showcaseItemView(actor.getSnapshot())).toMatchObject({ status: 'found', title: 'Title static-1' });
  });

  it('finds it there when the list cannot be read', async () => {
    const actor = start('static-1', () => Promise.reject(new Error('offline')));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('found'));
  });

  it('prefers the server list, and is missing when neither holds the item', async () => {
    const listed = start('s0', async () => [item]);
    await vi.waitFor(() => expect(listed.getSnapshot().value).toBe('found'));
    expect(showcaseItemView(listed.getSnapshot()).title).toBe('Title s0');
    const absent = start('zzz', async () => [item]);
    await vi.waitFor(() => expect(absent.getSnapshot().value).toBe('missing'));
  });
});
