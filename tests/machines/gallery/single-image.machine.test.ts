import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { NotFound } from '../../../src/api/errors.ts';
import { singleImageMachine, type GalleryImage, type GalleryPage } from '../../../src/machines/gallery/single-image.machine.ts';
import { singleImageView } from '../../../src/machines/gallery/single-image.view.ts';
import { deferred, galleryImage, sessionWith } from './fixtures.ts';

const page = (images: GalleryImage[], currentPage: number, totalPages: number): GalleryPage => ({
  success: true,
  images,
  total: totalPages * 8,
  totalPages,
  currentPage,
});

function start(
  image: Promise<GalleryImage>,
  recent: (pageNumber: number) => Promise<GalleryPage>,
  session: AnyActorRef = sessionWith('token'),
) {
  const askedImages: string[] = [];
  const askedPages: number[] = [];
  const actor = createActor(
    singleImageMachine.provide({
      actors: {
        loadImage: fromPromise<GalleryImage, { imageId: string }>(({ input }) => {
          askedImages.push(input.imageId);
          return image;
        }),
        loadRecent: fromPromise<GalleryPage, { page: number }>(({ input }) => {
          askedPages.push(input.page);
          return recent(input.page);
        }),
      },
    }),
    { input: { imageId: 'a', session } },
  );
  const effects: unknown[] = [];
  actor.on('*', (effect) => effects.push(effect));
  actor.start();
  return { actor, askedImages, askedPages, effects, view: () => singleImageView(actor.getSnapshot()) };
}

/** A child's context, read the way the page reads it (by the child's id). */
function childContext(actor: AnyActorRef, id: string): Record<string, unknown> | undefined {
  const child = (actor.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children[id];
  return (child?.getSnapshot() as { context: Record<string, unknown> } | undefined)?.context;
}

describe('singleImageMachine children', () => {
  it('runs download/share, Add to Collection, the premium promo and the lightbox under their ids, with the session', () => {
    const session = sessionWith('token');
    const { actor } = start(new Promise<GalleryImage>(() => {}), () => new Promise<GalleryPage>(() => {}), session);
    const children = actor.getSnapshot().children;
    expect(
      Object.keys(children)
        .filter((id) => !id.includes('.'))
        .sort(),
    ).toEqual(['actions', 'collections', 'lightbox', 'premium']);
    expect(childContext(actor, 'actions')).toEqual({ session });
    expect(childContext(actor, 'collections')).toMatchObject({ imageId: 'a', session });
  });

  it('asks for the image of the address and the first page of Recent Shots, with nothing shown yet', () => {
    const session = sessionWith('token');
    const { actor, askedImages, askedPages } = start(
      new Promise<GalleryImage>(() => {}),
      () => new Promise<GalleryPage>(() => {}),
      session,
    );
    expect(actor.getSnapshot().context).toEqual({
      imageId: 'a',
      session,
      image: null,
      error: '',
      recent: [],
      recentPage: 1,
      recentTotalPages: 1,
      recentLikes: {},
    });
    expect(askedImages).toEqual(['a']);
    expect(askedPages).toEqual([1]);
  });

  it("starts the image's like button from the image's own like state", async () => {
    const session = sessionWith('token');
    const { actor } = start(
      Promise.resolve(galleryImage('a', { isLiked: true, likeCount: 5 })),
      () => new Promise<GalleryPage>(() => {}),
      session,
    );
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ image: 'loaded' })).toBe(true));
    expect(childContext(actor, 'like')).toMatchObject({ imageId: 'a', isLiked: true, likeCount: 5, session });
  });

  it('re-emits the effects its children report (a download without a token asks for a login)', () => {
    const { actor, effects } = start(new Promise<GalleryImage>(() => {}), () => new Promise<GalleryPage>(() => {}), sessionWith(null));
    actor.getSnapshot().children.actions?.send({ type: 'image.download', imageId: 'a', title: 'Title a' });
    expect(effects).toEqual([{ type: 'loginRequired' }]);
  });
});

describe('singleImageMachine Recent Shots', () => {
  it("gives every shot its own like button 'like-{id}', kept when the shot is on the next page too", async () => {
    const session = sessionWith('token');
    const second = deferred<GalleryPage>();
    const first = [galleryImage('b', { isLiked: true, likeCount: 7 }), galleryImage('c')];
    const { actor, view } = start(
      new Promise<GalleryImage>(() => {}),
      (pageNumber) => (pageNumber === 1 ? Promise.resolve(page(first, 1, 2)) : second.promise),
      session,
    );
    await vi.waitFor(() => expect(view().recentLoading).toBe(false));
    const likes = actor.getSnapshot().context.recentLikes;
    expect(Object.keys(likes)).toEqual(['b', 'c']);
    expect(likes.b).toBe(actor.getSnapshot().children['like-b']);
    expect(likes.c).toBe(actor.getSnapshot().children['like-c']);
    expect(childContext(actor, 'like-b')).toMatchObject({ imageId: 'b', isLiked: true, likeCount: 7, session });
    expect(childContext(actor, 'like-c')).toMatchObject({ imageId: 'c', isLiked: false, likeCount: 2, session });

    actor.send({ type: 'recent.page', page: 2 });
    second.resolve(page([galleryImage('b', { isLiked: false, likeCount: 0 }), galleryImage('d')], 2, 2));
    await vi.waitFor(() => expect(view().recentLoading).toBe(false));
    const next = actor.getSnapshot().context.recentLikes;
    expect(Object.keys(next)).toEqual(['b', 'd']);
    // The same button: its state is the one the visitor saw, not the new page's copy.
    expect(next.b).toBe(likes.b);
    expect(childContext(actor, 'like-b')).toMatchObject({ isLiked: true, likeCount: 7 });
    expect(next.d).toBe(actor.getSnapshot().children['like-d']);
  });

  it("does nothing with a visitor's like in the Recent Shots lightbox ('in the lists, nothing happens'); the image's own like asks for a login", async () => {
    const { actor, effects, view } = start(
      Promise.resolve(galleryImage('a')),
      () => Promise.resolve(page([galleryImage('b')], 1, 1)),
      sessionWith(null),
    );
    await vi.waitFor(() => expect(view().recentLoading).toBe(false));
    await vi.waitFor(() => expect(view().status).toBe('loaded'));
    actor.getSnapshot().context.recentLikes.b?.send({ type: 'like.toggle' });
    expect(effects).toEqual([]);
    expect(childContext(actor, 'like-b')).toMatchObject({ isLiked: false, likeCount: 2, inList: true });
    actor.getSnapshot().children.like?.send({ type: 'like.toggle' });
    expect(effects).toEqual([{ type: 'loginRequired' }]);
  });

  it('pages to the last page and back to the first, but not to the page it shows', async () => {
    const { actor, askedPages, view } = start(new Promise<GalleryImage>(() => {}), (pageNumber) =>
      Promise.resolve(page([galleryImage(`p${pageNumber}`)], pageNumber, 2)),
    );
    await vi.waitFor(() => expect(view().recentLoading).toBe(false));
    actor.send({ type: 'recent.page', page: 1 });
    expect(view().recentLoading).toBe(false);
    expect(askedPages).toEqual([1]);
    actor.send({ type: 'recent.page', page: 2 });
    expect(view()).toMatchObject({ recentLoading: true, recentPage: 2 });
    await vi.waitFor(() => expect(view().recentLoading).toBe(false));
    expect(view()).toMatchObject({ pageLabel: 'Page 2 of 2', hasPreviousPage: true, hasNextPage: false });
    actor.send({ type: 'recent.page', page: 1 });
    expect(view()).toMatchObject({ recentLoading: true, recentPage: 1 });
    await vi.waitFor(() => expect(view().recentLoading).toBe(false));
    expect(askedPages).toEqual([1, 2, 1]);
    expect(view().recent.map((card) => card.id)).toEqual(['p1']);
  });

  it('counts an answer of 0 pages as 1 page', async () => {
    const { actor, view } = start(new Promise<GalleryImage>(() => {}), () => Promise.resolve(page([], 1, 0)));
    await vi.waitFor(() => expect(view().recentLoading).toBe(false));
    expect(actor.getSnapshot().context.recentTotalPages).toBe(1);
  });
});

describe('singleImageMachine failures', () => {
  it.each([
    ['a NotFound from the API', new NotFound({ message: 'Image not found' })],
    ['any object tagged NotFound', { _tag: 'NotFound' }],
  ])("says 'Image not found' for %s", async (_, error) => {
    const { view } = start(Promise.reject(error), () => new Promise<GalleryPage>(() => {}));
    await vi.waitFor(() => expect(view()).toMatchObject({ status: 'missing', message: 'Image not found', image: null }));
  });

  it.each([
    ['a string', 'NotFound'],
    ['null', null],
    ['an object without a tag', { message: 'NotFound' }],
    ['an object with another tag', { _tag: 'Network', message: 'NotFound' }],
  ])("says 'Error: Failed to load image' when the failure is %s", async (_, error) => {
    const { actor, view } = start(Promise.reject(error), () => new Promise<GalleryPage>(() => {}));
    await vi.waitFor(() => expect(view()).toMatchObject({ status: 'failed', message: 'Error: Failed to load image', image: null }));
    expect(actor.getSnapshot().status).toBe('active');
  });
});
