import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type EventFromLogic } from 'xstate';
import { Network, NotFound, Unexpected } from '../../../src/api/errors.ts';
import { imageDetailMachine, type GalleryLists } from '../../../src/machines/gallery/image-detail.machine.ts';
import { addToCartMachine } from '../../../src/machines/shared/add-to-cart.machine.ts';
import { imageDetailView } from '../../../src/machines/gallery/image-detail.view.ts';
import { lightboxView } from '../../../src/machines/gallery/lightbox.view.ts';
import { showcaseItemMachine } from '../../../src/machines/gallery/showcase-item.machine.ts';
import { showcaseItemView } from '../../../src/machines/gallery/showcase-item.view.ts';
import { showcaseMachine } from '../../../src/machines/gallery/showcase.machine.ts';
import { showcaseView } from '../../../src/machines/gallery/showcase.view.ts';
import { singleImageMachine, type GalleryPage } from '../../../src/machines/gallery/single-image.machine.ts';
import { singleImageView } from '../../../src/machines/gallery/single-image.view.ts';
import { slideshowView } from '../../../src/machines/gallery/slideshow.view.ts';
import { storiesMachine } from '../../../src/machines/gallery/stories.machine.ts';
import { storiesView } from '../../../src/machines/gallery/stories.view.ts';
import { pictureOf } from '../../../src/machines/gallery/gallery-card.ts';
import { deferred, galleryImage, sessionWith } from './fixtures.ts';

const stories = ['a', 'b', 'c'].map((id) => galleryImage(id));
const showcase = Array.from({ length: 8 }, (_, index) =>
  galleryImage(`s${index}`, {
    galleryType: 'productshowcase',
    category: { name: 'cameras', title: index < 4 ? 'Cameras' : 'Lighting' },
    relatedImages: index === 0 ? ['/r1.jpg', '/r2.jpg', '/r3.jpg', '/r4.jpg', '/r5.jpg'] : [],
    ...(index === 1 ? { price: 2_254_000, productId: 'canon-eos-r6-mark-ii' } : {}),
  }),
);

describe('storiesMachine', () => {
  function start(answer: Promise<readonly ReturnType<typeof galleryImage>[]>) {
    const clock = new SimulatedClock();
    const actor = createActor(storiesMachine.provide({ actors: { loadStories: fromPromise(() => answer) } }), {
      clock,
      input: { session: sessionWith(null) },
    });
    const effects: unknown[] = [];
    actor.on('*', (effect) => effects.push(effect));
    actor.start();
    return { actor, clock, effects };
  }

  it("says 'Loading stories...' and then shows the stories, with the hero playing over all of them", async () => {
    const { actor, clock } = start(Promise.resolve(stories));
    expect(storiesView(actor.getSnapshot())).toEqual({ status: 'loading', message: 'Loading stories...', stories: [] });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loaded'));
    const view = storiesView(actor.getSnapshot());
    expect(view.status).toBe('loaded');
    expect(view.stories.map((story) => [story.id, story.detailHref])).toEqual([
      ['a', '/image/human-stories/a'],
      ['b', '/image/human-stories/b'],
      ['c', '/image/human-stories/c'],
    ]);
    expect(view.stories[0]?.picture).toEqual(pictureOf(galleryImage('a')));
    const hero = actor.getSnapshot().children.hero;
    expect(hero && slideshowView(hero.getSnapshot())).toEqual({ index: 0, count: 3, playing: true, position: '1 / 3' });
    clock.increment(4000);
    expect(hero && slideshowView(hero.getSnapshot()).index).toBe(1);
    expect(Object.keys(actor.getSnapshot().context.likes)).toEqual(['a', 'b', 'c']);
  });

  it("says 'Failed to load stories.' when they cannot be read", async () => {
    const { actor } = start(Promise.reject(new Network({ cause: 'offline' })));
    await vi.waitFor(() =>
      expect(storiesView(actor.getSnapshot())).toEqual({ status: 'failed', message: 'Failed to load stories.', stories: [] }),
    );
  });

  it("does nothing with a visitor's like in its lightbox: no login request ('in the lists, nothing happens')", async () => {
    const { actor, effects } = start(Promise.resolve(stories));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loaded'));
    const like = actor.getSnapshot().context.likes.b;
    like?.send({ type: 'like.toggle' });
    expect(effects).toEqual([]);
    expect(like?.getSnapshot().context).toMatchObject({ inList: true, isLiked: false });
  });
});

describe('showcaseMachine', () => {
  function start(answer: Promise<readonly ReturnType<typeof galleryImage>[]>) {
    return createActor(showcaseMachine.provide({ actors: { loadShowcase: fromPromise(() => answer) } }), {
      clock: new SimulatedClock(),
    }).start();
  }

  it("says 'Loading images...', then the hero takes the first 6 and each tile up to 4 thumbnails", async () => {
    const actor = start(Promise.resolve(showcase));
    expect(showcaseView(actor.getSnapshot())).toMatchObject({ status: 'loading', message: 'Loading images...' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loaded'));
    const view = showcaseView(actor.getSnapshot());
    expect(view.hero.map((card) => card.id)).toEqual(['s0', 's1', 's2', 's3', 's4', 's5']);
    expect(view.tiles[0]?.thumbnails.map((thumbnail) => thumbnail.src)).toEqual(['/r1.jpg', '/r2.jpg', '/r3.jpg', '/r4.jpg']);
    // Each related picture comes with its renditions and is named after the item.
    expect(view.tiles[0]?.thumbnails[1]).toEqual({
      src: '/r2.jpg',
      srcSet: '/r2-480.jpg 480w, /r2.jpg 960w',
      webpSrcSet: '/r2-480.webp 480w, /r2.webp 960w',
      width: 960,
      height: 640,
      alt: 'Title s0, view 2',
    });
    expect(view.tiles[0]?.collectionHref).toBe('/image/productshowcase/s0');
    const hero = actor.getSnapshot().children.hero;
    expect(hero && slideshowView(hero.getSnapshot()).count).toBe(6);
  });

  it('opens the modal on the related images, wrapping, or on the main image when there are none', async () => {
    const actor = start(Promise.resolve(showcase));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loaded'));
    actor.send({ type: 'modal.open', itemId: 's0' });
    const modal = actor.getSnapshot().children.modal;
    expect(modal && lightboxView(modal.getSnapshot())).toEqual({ open: true, index: 0, count: 5 });
    modal?.send({ type: 'lightbox.key', key: 'ArrowLeft' });
    expect(modal && lightboxView(modal.getSnapshot()).index).toBe(4);
    expect(showcaseView(actor.getSnapshot()).modal).toMatchObject({ title: 'Title s0', openHref: '/image/productshowcase/s0' });
    modal?.send({ type: 'lightbox.key', key: 'Escape' });
    actor.send({ type: 'modal.open', itemId: 's3' });
    expect(modal && lightboxView(modal.getSnapshot())).toEqual({ open: true, index: 0, count: 1 });
    expect(showcaseView(actor.getSnapshot()).modal?.pictures).toEqual([
      {
        src: '/media/gallery/s3-wm-960.jpg',
        srcSet: '/media/gallery/s3-wm-480.jpg 480w, /media/gallery/s3-wm-960.jpg 960w',
        webpSrcSet: '/media/gallery/s3-wm-480.webp 480w, /media/gallery/s3-wm-960.webp 960w',
        width: 960,
        height: 640,
        alt: 'Title s3',
      },
    ]);
    actor.send({ type: 'modal.open', itemId: 'nothing' });
    expect(showcaseView(actor.getSnapshot()).modal?.title).toBe('Title s3');
  });

  it("shows 'No product showcase images found.' when there are none, or the read fails (only logged)", async () => {
    const empty = start(Promise.resolve([]));
    await vi.waitFor(() =>
      expect(showcaseView(empty.getSnapshot())).toMatchObject({ status: 'empty', message: 'No product showcase images found.' }),
    );
    const failed = start(Promise.reject(new Network({ cause: 'offline' })));
    await vi.waitFor(() =>
      expect(showcaseView(failed.getSnapshot())).toMatchObject({ status: 'empty', message: 'No product showcase images found.' }),
    );
  });
});

describe('imageDetailMachine', () => {
  const lists: GalleryLists = { 'human-stories': stories, 'product-showcase': showcase };

  const added: string[] = [];
  const cart = addToCartMachine.provide({
    actors: {
      addToCart: fromPromise(async ({ input }) => {
        added.push(`${input.productId} x${input.quantity}`);
        return { success: true, message: 'Item added to cart', cartItems: [] };
      }),
    },
  });

  function start(source: string, imageId: string, answer: Promise<GalleryLists> = Promise.resolve(lists), token: string | null = 'token') {
    return createActor(imageDetailMachine.provide({ actors: { loadLists: fromPromise(() => answer), addToCart: cart } }), {
      input: { source, imageId, session: sessionWith(token) },
    }).start();
  }

  it('waits for the lists, then steps through the source list, wrapping', async () => {
    const actor = start('human-stories', 'a');
    expect(imageDetailView(actor.getSnapshot())).toEqual({ status: 'loading', image: null });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('found'));
    const { image } = imageDetailView(actor.getSnapshot());
    expect(image).toMatchObject({
      id: 'a',
      previousHref: '/image/human-stories/c',
      nextHref: '/image/human-stories/b',
      price: null,
      productId: null,
    });
    expect(image?.related.map((related) => related.href)).toEqual(['/image/human-stories/b', '/image/human-stories/c']);
    expect(actor.getSnapshot().children.like?.getSnapshot().context).toMatchObject({ imageId: 'a', isLiked: false, likeCount: 2 });
  });

  it('shows the price of a product, and up to 8 related images of the same category', async () => {
    const actor = start('product-showcase', 's1');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('found'));
    const { image } = imageDetailView(actor.getSnapshot());
    expect(image).toMatchObject({ price: '₦2,254,000', productId: 'canon-eos-r6-mark-ii', previousHref: '/image/product-showcase/s0' });
    expect(image?.related.map((related) => related.id)).toEqual(['s0', 's2', 's3']);
    expect(image?.cartLine).toEqual({ productId: 'canon-eos-r6-mark-ii', quantity: 1 });
    expect(imageDetailView(start('human-stories', 'a').getSnapshot()).image).toBeNull();
  });

  it("adds the product to the cart with the shop's Add to Cart, whose effects leave through the screen", async () => {
    const actor = start('product-showcase', 's1');
    const effects: unknown[] = [];
    actor.on('*', (effect) => effects.push(effect));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('found'));
    const line = imageDetailView(actor.getSnapshot()).image?.cartLine;
    if (!line) throw new Error('a priced image has a cart line');
    actor.getSnapshot().children.cart?.send({ type: 'cart.add', line, optionsMissing: false, soldOut: false });
    await vi.waitFor(() => expect(effects).toContainEqual({ type: 'cart.changed' }));
    expect(added).toEqual(['canon-eos-r6-mark-ii x1']);
    expect(effects).toContainEqual({ type: 'toast', kind: 'success', message: 'Item added to cart' });
  });

  it('sends a visitor who presses Add to Cart to /login', async () => {
    const actor = start('product-showcase', 's1', Promise.resolve(lists), null);
    const effects: unknown[] = [];
    actor.on('*', (effect) => effects.push(effect));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('found'));
    actor.getSnapshot().children.cart?.send({
      type: 'cart.add',
      line: { productId: 'canon-eos-r6-mark-ii', quantity: 1 },
      optionsMissing: false,
      soldOut: false,
    });
    expect(effects).toContainEqual({ type: 'loginRequired' });
  });

  it('steps through all images for an unknown source', async () => {
    const actor = start('elsewhere', 'c');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('found'));
    expect(imageDetailView(actor.getSnapshot()).image).toMatchObject({
      nextHref: '/image/elsewhere/s0',
      previousHref: '/image/elsewhere/b',
    });
  });

  it('says the image is missing when it is in neither list or the lists fail', async () => {
    const missing = start('human-stories', 'zzz');
    await vi.waitFor(() => expect(imageDetailView(missing.getSnapshot())).toEqual({ status: 'missing', image: null }));
    const failed = start('human-stories', 'a', Promise.reject(new Network({ cause: 'offline' })));
    await vi.waitFor(() => expect(imageDetailView(failed.getSnapshot()).status).toBe('missing'));
  });
});

describe('showcaseItemMachine', () => {
  function start(itemId: string, answer: Promise<readonly ReturnType<typeof galleryImage>[]> = Promise.resolve(showcase)) {
    return createActor(showcaseItemMachine.provide({ actors: { loadShowcase: fromPromise(() => answer) } }), { input: { itemId } }).start();
  }

  it('shows the item with a carousel over its related images and its metadata', async () => {
    const actor = start('s0');
    expect(showcaseItemView(actor.getSnapshot()).status).toBe('loading');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('found'));
    const view = showcaseItemView(actor.getSnapshot());
    expect(view).toMatchObject({
      status: 'found',
      title: 'Title s0',
      categoryTitle: 'Cameras',
      meta: { title: 'Title s0', description: 'About s0', image: '/r1.jpg' },
    });
    expect(view.pictures).toHaveLength(5);
    expect(view.pictures[4]).toMatchObject({ src: '/r5.jpg', srcSet: '/r5-480.jpg 480w, /r5.jpg 960w', alt: 'Title s0, view 5' });
    const carousel = actor.getSnapshot().children.carousel;
    carousel?.send({ type: 'lightbox.previous' });
    expect(carousel && lightboxView(carousel.getSnapshot())).toEqual({ open: true, index: 4, count: 5 });
  });

  it('cuts a long description to 160 characters for the metadata', async () => {
    const long = [galleryImage('long', { description: 'x'.repeat(300) })];
    const actor = start('long', Promise.resolve(long));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('found'));
    expect(showcaseItemView(actor.getSnapshot()).meta.description).toHaveLength(160);
  });

  it("says 'Gallery item not found.' for an unknown id or a failed read", async () => {
    const missing = start('zzz');
    await vi.waitFor(() => expect(showcaseItemView(missing.getSnapshot()).status).toBe('missing'));
    const failed = start('s0', Promise.reject(new Network({ cause: 'offline' })));
    await vi.waitFor(() => expect(showcaseItemView(failed.getSnapshot()).status).toBe('missing'));
  });
});

describe('singleImageMachine', () => {
  const page = (images: ReturnType<typeof galleryImage>[], currentPage: number, totalPages: number): GalleryPage => ({
    success: true,
    images,
    total: totalPages * 8,
    totalPages,
    currentPage,
  });

  function start(image: Promise<ReturnType<typeof galleryImage>>, recent: (pageNumber: number) => Promise<GalleryPage>) {
    const asked: number[] = [];
    const actor = createActor(
      singleImageMachine.provide({
        actors: {
          loadImage: fromPromise(() => image),
          loadRecent: fromPromise(({ input }) => {
            asked.push(input.page);
            return recent(input.page);
          }),
        },
      }),
      { input: { imageId: 'a', session: sessionWith('token') } },
    ).start();
    return { actor, asked, view: () => singleImageView(actor.getSnapshot()) };
  }

  it("shows the image and Recent Shots with 'Page X of Y', paging within the pages there are", async () => {
    const second = deferred<GalleryPage>();
    const { actor, asked, view } = start(Promise.resolve(galleryImage('a')), (pageNumber) =>
      pageNumber === 1 ? Promise.resolve(page(stories, 1, 3)) : second.promise,
    );
    await vi.waitFor(() => expect(view()).toMatchObject({ status: 'loaded', recentLoading: false }));
    expect(view()).toMatchObject({ message: '', pageLabel: 'Page 1 of 3', hasPreviousPage: false, hasNextPage: true });
    expect(view().image?.title).toBe('Title a');
    actor.send({ type: 'recent.page', page: 0 });
    actor.send({ type: 'recent.page', page: 2 });
    expect(view()).toMatchObject({ recentLoading: true, pageLabel: 'Page 2 of 3' });
    second.resolve(page([galleryImage('d')], 2, 3));
    await vi.waitFor(() => expect(view().recent.map((card) => card.id)).toEqual(['d']));
    expect(asked).toEqual([1, 2]);
    expect(Object.keys(actor.getSnapshot().context.recentLikes)).toEqual(['d']);
    actor.send({ type: 'recent.page', page: 4 });
    expect(asked).toEqual([1, 2]);
  });

  it("says 'Image not found' on a 404 and 'Error: {message}' on other failures", async () => {
    const missing = start(Promise.reject(new NotFound({ message: 'Image not found' })), () => Promise.resolve(page([], 1, 0)));
    await vi.waitFor(() =>
      expect(missing.view()).toMatchObject({ status: 'missing', message: 'Image not found', image: null, pageLabel: 'Page 1 of 1' }),
    );
    const failed = start(Promise.reject(new Unexpected({ status: 500, message: 'Something went wrong' })), () =>
      Promise.resolve(page([], 1, 0)),
    );
    await vi.waitFor(() => expect(failed.view()).toMatchObject({ status: 'failed', message: 'Error: Something went wrong' }));
    const offline = start(Promise.reject(new Network({ cause: 'offline' })), () => Promise.reject(new Network({ cause: 'offline' })));
    await vi.waitFor(() =>
      expect(offline.view()).toMatchObject({ status: 'failed', message: 'Error: Failed to load image', recent: [], recentLoading: false }),
    );
  });

  it('reaches every state of both regions on the shortest paths', () => {
    const events = [
      { type: 'recent.page', page: 2 },
      { type: 'xstate.done.actor.0.singleImage.image.loading', output: galleryImage('a') },
      { type: 'xstate.error.actor.0.singleImage.image.loading', error: new NotFound({ message: 'Image not found' }) },
      { type: 'xstate.error.actor.0.singleImage.image.loading', error: new Network({ cause: 'offline' }) },
      { type: 'xstate.done.actor.0.singleImage.recent.loading', output: page(stories, 1, 2) },
    ] as unknown as EventFromLogic<typeof singleImageMachine>[];
    const paths = getShortestPaths(singleImageMachine, { events, input: { imageId: 'a', session: sessionWith('token') } });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const image of ['loading', 'loaded', 'missing', 'failed']) {
      expect([...reached].some((value) => value.includes(`"image":"${image}"`))).toBe(true);
    }
    for (const path of paths) {
      const { recentPage, recentTotalPages } = path.state.context;
      expect(recentPage).toBeGreaterThanOrEqual(1);
      if (path.state.matches({ recent: 'loaded' })) expect(recentPage).toBeLessThanOrEqual(recentTotalPages);
    }
  });
});
