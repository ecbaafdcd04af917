import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { imageActionsMachine } from '../../../src/machines/gallery/image-actions.machine.ts';
import { imageDetailMachine, type GalleryLists } from '../../../src/machines/gallery/image-detail.machine.ts';
import { imageDetailView } from '../../../src/machines/gallery/image-detail.view.ts';
import { galleryImage, sessionWith } from './fixtures.ts';

const stories = [galleryImage('a'), galleryImage('b', { isLiked: true, likeCount: 7 }), galleryImage('c')];
const camera = galleryImage('s1', {
  galleryType: 'productshowcase',
  category: { name: 'cameras', title: 'Cameras' },
  price: 2_254_000,
  productId: 'canon-eos-r6-mark-ii',
});
const lists: GalleryLists = { 'human-stories': stories, 'product-showcase': [camera] };

function start(source: string, imageId: string, answer: GalleryLists = lists) {
  const downloads: string[] = [];
  const actions = imageActionsMachine.provide({
    actors: {
      download: fromPromise<undefined, { imageId: string; title: string }>(async ({ input }) => {
        downloads.push(`${input.imageId} as ${input.title}`);
        return undefined;
      }),
    },
  });
  const actor = createActor(
    imageDetailMachine.provide({ actors: { loadLists: fromPromise<GalleryLists>(() => Promise.resolve(answer)), imageActions: actions } }),
    {
      input: { source, imageId, session: sessionWith('token') },
    },
  );
  const effects: unknown[] = [];
  actor.on('*', (effect) => effects.push(effect));
  actor.start();
  return { actor, downloads, effects };
}

/** A fixed snapshot of the page, for the view alone. */
function snapshotAt(value: 'loading' | 'checking' | 'found' | 'missing', imageId: string, source = 'human-stories') {
  return imageDetailMachine.resolveState({ value, context: { source, imageId, session: null, lists } });
}

describe('imageDetailMachine', () => {
  it('starts with both lists empty while they load', () => {
    const { actor } = start('human-stories', 'a');
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.lists).toEqual({ 'human-stories': [], 'product-showcase': [] });
  });

  it('stops in missing, with no like button, for an image in neither list', async () => {
    const { actor } = start('human-stories', 'zzz');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('missing'));
    expect(actor.getSnapshot().children.like).toBeUndefined();
  });

  it("gives the like button the image's own like state, not another image's", async () => {
    const { actor } = start('human-stories', 'b');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('found'));
    expect(actor.getSnapshot().children.like?.getSnapshot().context).toMatchObject({ imageId: 'b', isLiked: true, likeCount: 7 });
  });

  it("lets a signed-in visitor download: Download gets the screen's session", async () => {
    const { actor, downloads, effects } = start('human-stories', 'a');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('found'));
    actor.getSnapshot().children.actions?.send({ type: 'image.download', imageId: 'a', title: 'Title a' });
    await vi.waitFor(() => expect(downloads).toEqual(['a as Title a']));
    expect(effects).toEqual([]);
  });
});

describe('imageDetailView', () => {
  it("says 'found' for the image it shows", async () => {
    const { actor } = start('human-stories', 'a');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('found'));
    expect(imageDetailView(actor.getSnapshot())).toMatchObject({ status: 'found', image: { id: 'a', cartLine: null } });
  });

  it('names the picture’s own gallery as its one address, whatever source the page was opened under', async () => {
    for (const [source, imageId, canonicalPath] of [
      ['human-stories', 'a', '/image/human-stories/a'],
      ['humanstories', 'b', '/image/human-stories/b'],
      ['human-stories', 's1', '/image/product-showcase/s1'],
      ['product-showcase', 's1', '/image/product-showcase/s1'],
    ] as const) {
      const { actor } = start(source, imageId);
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('found'));
      expect(imageDetailView(actor.getSnapshot()).image?.canonicalPath).toBe(canonicalPath);
    }
  });

  it('still shows the spinner while the image is being looked for', () => {
    expect(imageDetailView(snapshotAt('checking', 'a'))).toEqual({ status: 'loading', image: null });
  });

  it('says missing in the missing state even when the lists hold the image', () => {
    expect(imageDetailView(snapshotAt('missing', 'a'))).toEqual({ status: 'missing', image: null });
  });

  it('offers Add to Cart only for an image with both a product and a price', async () => {
    const productOnly = start('product-showcase', 'p', {
      'human-stories': [],
      'product-showcase': [galleryImage('p', { productId: 'canon-eos-r6-mark-ii', price: null })],
    });
    const priceOnly = start('product-showcase', 'q', {
      'human-stories': [],
      'product-showcase': [galleryImage('q', { productId: null, price: 2_254_000 })],
    });
    await vi.waitFor(() =>
      expect([productOnly.actor.getSnapshot().value, priceOnly.actor.getSnapshot().value]).toEqual(['found', 'found']),
    );
    expect(imageDetailView(productOnly.actor.getSnapshot()).image).toMatchObject({
      productId: 'canon-eos-r6-mark-ii',
      price: null,
      cartLine: null,
    });
    expect(imageDetailView(priceOnly.actor.getSnapshot()).image).toMatchObject({ productId: null, price: '₦2,254,000', cartLine: null });
  });

  it("links previous and next to the image itself when the source's list does not hold it", () => {
    const elsewhere = imageDetailMachine.resolveState({
      value: 'found',
      context: { source: 'human-stories', imageId: 's1', session: null, lists: { 'human-stories': [], 'product-showcase': [camera] } },
    });
    expect(imageDetailView(elsewhere).image).toMatchObject({
      id: 's1',
      previousHref: '/image/human-stories/s1',
      nextHref: '/image/human-stories/s1',
    });
  });
});
