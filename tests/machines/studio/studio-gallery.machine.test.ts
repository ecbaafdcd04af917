import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type ActorRefFrom } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import {
  LOAD_GALLERY_FAILED,
  POLL_MS,
  studioGalleryMachine,
  type GalleryChange,
  type GalleryUploadInput,
  type GalleryUploadReport,
} from '../../../src/machines/studio/studio-gallery.machine.ts';
import { studioGalleryView, type StudioGalleryView } from '../../../src/machines/studio/studio-gallery.view.ts';
import { PRODUCT_SEARCH_DELAY_MS, productSearchMachine, type ProductOption } from '../../../src/machines/studio/product-search.machine.ts';
import { EMPTY_PRODUCT_SEARCH, productSearchView } from '../../../src/machines/studio/product-search.view.ts';
import { UPLOAD_FAILED } from '../../../src/machines/studio/upload-queue.ts';
import type { GalleryType, StudioGallery, StudioGalleryItem } from '../../../src/machines/studio/studio-types.ts';
import { rejectedByServer, sessionWithToken } from './fixtures.ts';

const item = (id: string, overrides: Partial<StudioGalleryItem> = {}): StudioGalleryItem => ({
  _id: id,
  galleryType: 'humanstories',
  title: `Picture ${id}`,
  description: '',
  category: { name: 'portraits', title: 'Portraits' },
  photographer: 'Oju Studio',
  productId: null,
  productTitle: null,
  relatedImageIds: [],
  published: true,
  state: 'ready',
  problem: null,
  thumbnailUrl: `/media/gallery/${id}-wm-480.webp`,
  width: 1200,
  height: 800,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const galleryOf = (images: StudioGalleryItem[], galleryType: GalleryType = 'humanstories'): StudioGallery => ({
  success: true,
  galleryType,
  categories: [
    { name: 'portraits', title: 'Portraits' },
    { name: 'weddings', title: 'Weddings' },
  ],
  images,
});

const lensMug: ProductOption = { id: 'lens-mug', title: 'Camera Lens Coffee Mug' };

/** The screen's product search child (invoked for the screen's life). */
const productSearchOf = (actor: ActorRefFrom<typeof studioGalleryMachine>) =>
  actor.getSnapshot().children.productSearch as ActorRefFrom<typeof productSearchMachine>;

/** The screen's view with its product search child's, as StudioGalleryRoute reads them. */
function studioGalleryViewOf(actor: ActorRefFrom<typeof studioGalleryMachine>) {
  const child = actor.getSnapshot().children.productSearch;
  return studioGalleryView(actor.getSnapshot(), child ? productSearchView(child.getSnapshot()) : EMPTY_PRODUCT_SEARCH);
}

const fileOf = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/jpeg' });
const sized = (name: string, size: number) => Object.defineProperty(fileOf(name), 'size', { value: size });

function harness(
  options: {
    loads?: StudioGallery[];
    loadFails?: unknown;
    changeFails?: unknown;
    token?: string | null;
    galleryType?: GalleryType;
  } = {},
) {
  const loads: GalleryType[] = [];
  const uploads: GalleryUploadInput[] = [];
  const changes: GalleryChange[] = [];
  const searches: string[] = [];
  const report = new Map<string, (event: GalleryUploadReport) => void>();
  const stopped: string[] = [];
  const answers = [...(options.loads ?? [galleryOf([item('a'), item('b', { published: false }), item('c')])])];
  const machine = studioGalleryMachine.provide({
    actors: {
      loadGallery: fromPromise(async ({ input }) => {
        loads.push(input.galleryType);
        if (options.loadFails) throw options.loadFails;
        return (answers.length > 1 ? answers.shift() : answers[0]) as StudioGallery;
      }),
      uploadPicture: fromCallback<GalleryUploadReport, GalleryUploadInput>(({ input, sendBack }) => {
        uploads.push(input);
        report.set(input.id, sendBack);
        return () => stopped.push(input.id);
      }),
      changeGallery: fromPromise(async ({ input }) => {
        changes.push(input);
        if (options.changeFails) throw options.changeFails;
        return { message: 'Picture saved', gallery: galleryOf([item('a', { title: 'Saved' })]) };
      }),
      productSearch: productSearchMachine.provide({
        actors: {
          searchProducts: fromPromise<ProductOption[], { text: string }>(async ({ input }) => {
            searches.push(input.text);
            return input.text === 'mug' ? [lensMug] : [];
          }),
        },
      }),
    },
  });
  const clock = new SimulatedClock();
  const session = sessionWithToken(options.token === undefined ? 't' : options.token);
  const actor = createActor(machine, { clock, input: { session, galleryType: options.galleryType ?? 'humanstories' } });
  const effects: AppEffect[] = [];
  actor.on('*', (event) => effects.push(event as AppEffect));
  actor.start();
  const view = () => studioGalleryViewOf(actor);
  const ready = () => waitFor(actor, (snapshot) => snapshot.matches('ready'));
  return { actor, clock, session, loads, uploads, changes, searches, report, stopped, effects, view, ready };
}

describe('a gallery’s pictures', () => {
  it('lists every picture in order with its state and what it can do', async () => {
    const { loads, view, ready } = harness({
      loads: [
        galleryOf([
          item('a'),
          item('p', { state: 'processing', published: false, thumbnailUrl: null }),
          item('f', { state: 'failed', problem: 'This picture could not be read', published: false, thumbnailUrl: null }),
        ]),
      ],
    });
    expect(view()).toMatchObject({ loading: true, ready: false, title: 'Gallery: Human Stories' });
    await ready();
    expect(loads).toEqual(['humanstories']);
    expect(view()).toMatchObject({ publicHref: '/humanstories', isShowcase: false, empty: false, total: null });
    expect(view().galleries).toEqual([
      { href: '/studio/gallery/humanstories', label: 'Human Stories', current: true },
      { href: '/studio/gallery/productshowcase', label: 'Product Showcase', current: false },
    ]);
    expect(
      view().pictures.map((p) => [
        p.id,
        p.src,
        p.stateText,
        p.publishedText,
        p.canPublish,
        p.canUnpublish,
        p.canMoveEarlier,
        p.canMoveLater,
      ]),
    ).toEqual([
      ['a', '/media/gallery/a-wm-480.webp', 'Ready', 'Published', false, true, false, true],
      ['p', null, 'Processing…', 'Not published', false, false, true, true],
      ['f', null, 'Failed: This picture could not be read', 'Not published', false, false, true, false],
    ]);
    expect(view().pictures.map((p) => p.failed)).toEqual([false, false, true]);
  });

  it('says when the gallery is empty, and tells a failed load with a way to try again', async () => {
    const empty = harness({ loads: [galleryOf([])] });
    await empty.ready();
    expect(empty.view().empty).toBe(true);

    const failing = harness({ loadFails: rejectedByServer('Only the studio’s staff can do this') });
    await waitFor(failing.actor, (s) => s.matches('failed'));
    expect(failing.view()).toMatchObject({ problem: 'Only the studio’s staff can do this', canRetry: true, ready: false });
    const network = harness({ loadFails: new TypeError('Failed to fetch') });
    await waitFor(network.actor, (s) => s.matches('failed'));
    expect(network.view().problem).toBe(LOAD_GALLERY_FAILED);
    network.actor.send({ type: 'list.retry' });
    expect(network.loads).toHaveLength(2);
  });

  it('sends a visitor without a session to log in', async () => {
    const { actor, clock, effects, loads } = harness({ token: null });
    // It leaves on the next tick of the (simulated) clock.
    clock.increment(0);
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual([{ type: 'loginRequired' }]);
    expect(loads).toEqual([]);
  });
});

describe('uploading', () => {
  it('sends each picture on its own with its progress and a total; one refused leaves the others going and can be sent again alone', async () => {
    const { actor, uploads, report, stopped, view, ready } = harness();
    await ready();
    const tooLarge = sized('huge.jpg', 15 * 1024 * 1024 + 1);
    actor.send({ type: 'pictures.add', files: [fileOf('notes.jpg'), fileOf('market.jpg'), tooLarge] });
    expect(uploads.map((upload) => [upload.id, upload.file.name, upload.galleryType])).toEqual([
      ['upload-1', 'notes.jpg', 'humanstories'],
      ['upload-2', 'market.jpg', 'humanstories'],
    ]);
    expect(view().uploads.map((u) => [u.name, u.uploading, u.failed, u.canRetry, u.status])).toEqual([
      ['notes.jpg', true, false, false, 'Uploading…'],
      ['market.jpg', true, false, false, 'Uploading…'],
      ['huge.jpg', false, true, false, 'This picture is larger than 15 MB'],
    ]);
    report.get('upload-2')?.({ type: 'upload.progress', id: 'upload-2', sent: 4, total: 8 });
    expect(view().uploads[1]?.percent).toBe(50);
    expect(view().total).toEqual({ percent: 25, text: '0 of 3 uploaded, 1 failed' });

    report.get('upload-1')?.({
      type: 'upload.failed',
      id: 'upload-1',
      error: rejectedByServer('This file is not a JPEG, PNG or WebP picture'),
    });
    expect(stopped).toEqual(['upload-1']);
    expect(view().uploads[0]).toMatchObject({ failed: true, canRetry: true, status: 'This file is not a JPEG, PNG or WebP picture' });
    expect(view().uploads[1]?.uploading).toBe(true);

    const fresh = item('new', { state: 'processing', published: false, thumbnailUrl: null, title: 'market' });
    report.get('upload-2')?.({ type: 'upload.done', id: 'upload-2', image: fresh });
    expect(view().pictures.map((p) => p.id)).toEqual(['new', 'a', 'b', 'c']);
    expect(view().uploads[1]).toMatchObject({ uploading: false, failed: false, status: 'Uploaded' });
    expect(view().total?.text).toBe('1 of 3 uploaded, 2 failed');

    // Only the failed one goes again, with its own file; the refused-by-size one cannot.
    actor.send({ type: 'upload.retry', id: 'upload-1' });
    actor.send({ type: 'upload.retry', id: 'upload-3' });
    actor.send({ type: 'upload.retry', id: 'upload-2' });
    expect(uploads.map((upload) => upload.id)).toEqual(['upload-1', 'upload-2', 'upload-1']);
    expect(uploads[2]?.file.name).toBe('notes.jpg');
    expect(view().uploads[0]).toMatchObject({ uploading: true, percent: 0 });
    report.get('upload-1')?.({ type: 'upload.failed', id: 'upload-1', error: new TypeError('Failed to fetch') });
    expect(view().uploads[0]?.status).toBe(UPLOAD_FAILED);

    actor.send({ type: 'upload.dismiss', id: 'upload-1' });
    expect(view().uploads.map((u) => u.name)).toEqual(['market.jpg', 'huge.jpg']);
  });

  it('asks again every two seconds while a picture is processing, and stops once none is', async () => {
    const processing = galleryOf([item('p', { state: 'processing', published: false, thumbnailUrl: null })]);
    const done = galleryOf([item('p', { published: false })]);
    const { actor, clock, loads, view, ready } = harness({ loads: [processing, processing, done] });
    await ready();
    expect(loads).toHaveLength(1);
    clock.increment(POLL_MS - 1);
    expect(loads).toHaveLength(1);
    clock.increment(1);
    await waitFor(actor, () => loads.length === 2);
    await waitFor(actor, (s) => s.matches({ ready: { watch: 'waiting' } }));
    clock.increment(POLL_MS);
    await waitFor(actor, (s) => s.matches({ ready: { watch: 'quiet' } }) && view().pictures[0]?.stateText === 'Ready');
    expect(loads).toHaveLength(3);
    clock.increment(POLL_MS * 5);
    expect(loads).toHaveLength(3);
    expect(view().pictures[0]).toMatchObject({ canPublish: true, src: '/media/gallery/p-wm-480.webp' });
  });
});

describe('changing pictures', () => {
  it('saves only the details that changed, then shows the gallery the server answers', async () => {
    const { actor, changes, effects, view, ready } = harness();
    await ready();
    actor.send({ type: 'picture.edit', id: 'b' });
    expect(view().draft).toMatchObject({ id: 'b', title: 'Picture b', category: 'portraits', photographer: 'Oju Studio' });
    expect(view().pictures.find((p) => p.id === 'b')).toMatchObject({ editing: true, canEdit: false });
    actor.send({ type: 'edit.change', field: 'title', value: '  Harbour Evening ' });
    actor.send({ type: 'edit.change', field: 'photographer', value: 'Kunle Adeyemi' });
    actor.send({ type: 'edit.change', field: 'category', value: 'weddings' });
    actor.send({ type: 'edit.save' });
    expect(changes).toEqual([
      {
        action: 'update',
        galleryType: 'humanstories',
        imageId: 'b',
        update: { title: 'Harbour Evening', photographer: 'Kunle Adeyemi', category: 'weddings' },
      },
    ]);
    await waitFor(actor, (s) => s.matches({ ready: { work: 'idle' } }));
    expect(effects).toContainEqual({ type: 'toast', kind: 'success', message: 'Picture saved' });
    expect(view().draft).toBeNull();
    expect(view().pictures.map((p) => p.title)).toEqual(['Saved']);
  });

  it('closes an unchanged form without a request, and keeps a form open when saving fails', async () => {
    const { actor, changes, view, ready } = harness({ changeFails: rejectedByServer('Please choose one of the gallery’s categories') });
    await ready();
    actor.send({ type: 'picture.edit', id: 'a' });
    actor.send({ type: 'edit.save' });
    expect(changes).toEqual([]);
    expect(view().draft).toBeNull();
    actor.send({ type: 'picture.edit', id: 'a' });
    actor.send({ type: 'edit.change', field: 'description', value: 'Lagos at dawn' });
    actor.send({ type: 'edit.save' });
    await waitFor(actor, (s) => s.matches({ ready: { work: 'idle' } }));
    expect(view().draft?.description).toBe('Lagos at dawn');
  });

  it('keeps a picture’s open form, and what is typed in it, while another picture is published', async () => {
    const { actor, changes, view, ready } = harness();
    await ready();
    actor.send({ type: 'picture.edit', id: 'a' });
    actor.send({ type: 'picture.publish', id: 'b', published: true });
    expect(actor.getSnapshot().matches({ ready: { work: 'saving' } })).toBe(true);
    actor.send({ type: 'edit.change', field: 'title', value: 'Market at dusk' });
    await waitFor(actor, (s) => s.matches({ ready: { work: 'idle' } }));
    expect(changes).toEqual([{ action: 'update', galleryType: 'humanstories', imageId: 'b', update: { published: true } }]);
    expect(view().draft).toMatchObject({ id: 'a', title: 'Market at dusk' });
    // Its own save closes it.
    actor.send({ type: 'edit.save' });
    await waitFor(actor, (s) => s.matches({ ready: { work: 'idle' } }) && changes.length === 2);
    expect(view().draft).toBeNull();
  });

  it('publishes only a ready picture, unpublishes, moves and deletes after a confirmation', async () => {
    const { actor, changes, effects, ready } = harness({
      loads: [
        galleryOf([item('a'), item('b', { published: false }), item('p', { state: 'processing', published: false, thumbnailUrl: null })]),
      ],
      changeFails: rejectedByServer('Failed'),
    });
    await ready();
    const settle = () => waitFor(actor, (s) => s.matches({ ready: { work: 'idle' } }));
    actor.send({ type: 'picture.publish', id: 'p', published: true });
    expect(changes).toEqual([]);
    actor.send({ type: 'picture.publish', id: 'b', published: true });
    await settle();
    actor.send({ type: 'picture.publish', id: 'a', published: false });
    await settle();
    actor.send({ type: 'picture.move', id: 'a', step: -1 });
    actor.send({ type: 'picture.move', id: 'a', step: 1 });
    await settle();
    actor.send({ type: 'picture.delete', id: 'b' });
    expect(changes).toHaveLength(3);
    actor.send({ type: 'delete.confirm' });
    await settle();
    expect(changes).toEqual([
      { action: 'update', galleryType: 'humanstories', imageId: 'b', update: { published: true } },
      { action: 'update', galleryType: 'humanstories', imageId: 'a', update: { published: false } },
      { action: 'order', galleryType: 'humanstories', imageIds: ['b', 'a', 'p'] },
      { action: 'delete', galleryType: 'humanstories', imageId: 'b' },
    ]);
    expect(effects.filter((effect) => effect.type === 'toast')).toHaveLength(4);
  });

  it('a showcase picture picks its product by a search and its related pictures among the gallery’s', async () => {
    const showcase = galleryOf(
      [
        item('s1', { galleryType: 'productshowcase' }),
        item('s2', { galleryType: 'productshowcase' }),
        item('s3', { galleryType: 'productshowcase' }),
      ],
      'productshowcase',
    );
    const { actor, clock, changes, searches, view, ready } = harness({ loads: [showcase], galleryType: 'productshowcase' });
    await ready();
    expect(view()).toMatchObject({ isShowcase: true, publicHref: '/productshowcase', title: 'Gallery: Product Showcase' });
    actor.send({ type: 'picture.edit', id: 's1' });
    expect(view().draft?.related.map((r) => [r.id, r.checked])).toEqual([
      ['s2', false],
      ['s3', false],
    ]);
    // Typed into the field: the screen hands it to its productSearch child, which searches after the pause.
    actor.send({ type: 'productSearch.input', text: 'mug' });
    expect(view().draft?.productSearch).toEqual({ ...EMPTY_PRODUCT_SEARCH, text: 'mug', searching: true });
    clock.increment(PRODUCT_SEARCH_DELAY_MS);
    await waitFor(productSearchOf(actor), (search) => search.matches('answered'));
    expect(searches).toEqual(['mug']);
    expect(view().draft?.productSearch).toEqual({ ...EMPTY_PRODUCT_SEARCH, text: 'mug', options: [lensMug] });
    // Picked: the form keeps the product, and the child is told to clear.
    actor.send({ type: 'edit.productPick', product: lensMug });
    actor.send({ type: 'edit.relatedToggle', id: 's3' });
    actor.send({ type: 'edit.relatedToggle', id: 's2' });
    actor.send({ type: 'edit.relatedToggle', id: 's3' });
    expect(view().draft).toMatchObject({ productTitle: 'Camera Lens Coffee Mug', hasProduct: true, productSearch: EMPTY_PRODUCT_SEARCH });
    actor.send({ type: 'edit.save' });
    expect(changes).toEqual([
      { action: 'update', galleryType: 'productshowcase', imageId: 's1', update: { productId: 'lens-mug', relatedImageIds: ['s2'] } },
    ]);
  });
});

describe('what the gallery machine holds', () => {
  it('starts with nothing loaded, for the gallery and the session it was given', () => {
    const { actor, session } = harness({ galleryType: 'productshowcase' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({
      session,
      galleryType: 'productshowcase',
      gallery: null,
      loadError: '',
      uploads: [],
      uploadCount: 0,
      draft: null,
      pendingDelete: null,
      change: null,
    });
  });

  it('ignores a picture it does not list, and the form’s events while no form is open', async () => {
    const { actor, changes, ready } = harness();
    await ready();
    const before = actor.getSnapshot();
    actor.send({ type: 'picture.edit', id: 'gone' });
    actor.send({ type: 'picture.publish', id: 'gone', published: true });
    actor.send({ type: 'picture.delete', id: 'gone' });
    actor.send({ type: 'edit.change', field: 'title', value: 'Harbour' });
    actor.send({ type: 'edit.relatedToggle', id: 'a' });
    actor.send({ type: 'edit.productPick', product: lensMug });
    actor.send({ type: 'edit.productClear' });
    actor.send({ type: 'edit.save' });
    const { status, value, context } = actor.getSnapshot();
    expect({ status, value, context }).toEqual({ status: 'active', value: before.value, context: before.context });
    expect(changes).toEqual([]);

    // Asked to delete one, another unknown one does not take its place.
    actor.send({ type: 'picture.delete', id: 'b' });
    actor.send({ type: 'picture.delete', id: 'gone' });
    expect(actor.getSnapshot().context.pendingDelete).toBe('b');
    actor.send({ type: 'picture.delete', id: 'c' });
    expect(actor.getSnapshot().context.pendingDelete).toBe('c');
    actor.send({ type: 'delete.confirm' });
    expect(changes).toEqual([{ action: 'delete', galleryType: 'humanstories', imageId: 'c' }]);
  });

  it('closes, without a request, a form whose picture another change took out of the gallery', async () => {
    const { actor, changes, view, ready } = harness();
    await ready();
    actor.send({ type: 'picture.edit', id: 'b' });
    actor.send({ type: 'edit.change', field: 'title', value: 'Harbour Evening' });
    // The server answers the gallery without b.
    actor.send({ type: 'picture.publish', id: 'c', published: false });
    await waitFor(actor, (s) => s.matches({ ready: { work: 'idle' } }));
    expect(view().draft).toMatchObject({ id: 'b', title: 'Harbour Evening' });
    actor.send({ type: 'edit.save' });
    expect(changes).toEqual([{ action: 'update', galleryType: 'humanstories', imageId: 'c', update: { published: false } }]);
    expect(actor.getSnapshot().context.draft).toBeNull();
    expect(actor.getSnapshot().matches({ ready: { work: 'idle' } })).toBe(true);
  });

  it('saves a change with no form open and keeps none open', async () => {
    const { actor, effects, ready } = harness();
    await ready();
    actor.send({ type: 'picture.publish', id: 'b', published: true });
    await waitFor(actor, (s) => s.matches({ ready: { work: 'idle' } }));
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context).toMatchObject({ draft: null, change: null, pendingDelete: null });
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: 'Picture saved' }]);
  });

  it('clears a showcase picture’s product, and saves it without one', async () => {
    const withProduct = item('s1', { galleryType: 'productshowcase', productId: 'lens-mug', productTitle: 'Camera Lens Coffee Mug' });
    const { actor, changes, view, ready } = harness({
      loads: [galleryOf([withProduct, item('s2', { galleryType: 'productshowcase' })], 'productshowcase')],
      galleryType: 'productshowcase',
    });
    await ready();
    actor.send({ type: 'picture.edit', id: 's1' });
    expect(view().draft).toMatchObject({ productTitle: 'Camera Lens Coffee Mug', hasProduct: true });
    actor.send({ type: 'edit.productClear' });
    expect(actor.getSnapshot().context.draft).toEqual({
      id: 's1',
      title: 'Picture s1',
      description: '',
      category: 'portraits',
      photographer: 'Oju Studio',
      productId: null,
      productTitle: null,
      relatedImageIds: [],
    });
    expect(view().draft).toMatchObject({ productTitle: null, hasProduct: false });
    actor.send({ type: 'edit.save' });
    expect(changes).toEqual([{ action: 'update', galleryType: 'productshowcase', imageId: 's1', update: { productId: null } }]);
  });

  it('asks its own gallery again while any one picture is processing', async () => {
    const mixed = galleryOf(
      [
        item('s1', { galleryType: 'productshowcase' }),
        item('p', { galleryType: 'productshowcase', state: 'processing', published: false }),
      ],
      'productshowcase',
    );
    const { actor, clock, loads, ready } = harness({ loads: [mixed], galleryType: 'productshowcase' });
    await ready();
    clock.increment(POLL_MS);
    await waitFor(actor, () => loads.length === 2);
    expect(loads).toEqual(['productshowcase', 'productshowcase']);
  });

  it('lists an upload once when a poll already brought it', async () => {
    const processing = item('p', { state: 'processing', published: false, thumbnailUrl: null });
    const fresh = item('new', { state: 'processing', published: false, thumbnailUrl: null, title: 'market' });
    const { actor, clock, loads, report, view, ready } = harness({
      loads: [galleryOf([item('a'), processing]), galleryOf([fresh, item('a'), processing])],
    });
    await ready();
    actor.send({ type: 'pictures.add', files: [fileOf('market.jpg')] });
    clock.increment(POLL_MS);
    await waitFor(actor, (s) => loads.length === 2 && s.matches({ ready: { watch: 'waiting' } }));
    expect(view().pictures.map((p) => p.id)).toEqual(['new', 'a', 'p']);
    report.get('upload-1')?.({ type: 'upload.done', id: 'upload-1', image: { ...fresh, state: 'ready' } });
    expect(view().pictures.map((p) => [p.id, p.stateText])).toEqual([
      ['new', 'Ready'],
      ['a', 'Ready'],
      ['p', 'Processing…'],
    ]);
  });

  it('fails an upload the wiring did not provide at once, naming the missing request', async () => {
    const received: unknown[] = [];
    const machine = studioGalleryMachine.provide({ actors: { loadGallery: fromPromise(async () => galleryOf([item('a')])) } });
    const actor = createActor(machine, {
      input: { session: sessionWithToken('t'), galleryType: 'humanstories' },
      inspect: (inspection) => {
        if (inspection.type === '@xstate.event' && inspection.event.type === 'upload.failed') received.push(inspection.event);
      },
    }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'pictures.add', files: [fileOf('notes.jpg')] });
    await waitFor(actor, (s) => s.context.uploads[0]?.state === 'failed');
    expect(received).toEqual([{ type: 'upload.failed', id: 'upload-1', error: new Error('uploadPicture is not provided') }]);
    expect(studioGalleryViewOf(actor).uploads).toEqual([
      { id: 'upload-1', name: 'notes.jpg', percent: 0, uploading: false, failed: true, canRetry: true, status: UPLOAD_FAILED },
    ]);
  });
});

describe('the gallery screen’s whole view', () => {
  type PictureRow = StudioGalleryView['pictures'][number];
  type Actions = Pick<PictureRow, 'canPublish' | 'canUnpublish' | 'canMoveEarlier' | 'canMoveLater' | 'canEdit' | 'canDelete'>;
  /** A ready picture of item(id), with what it can do and how it is shown. */
  const row = (id: string, published: boolean, actions: Actions, shown: Partial<PictureRow> = {}): PictureRow => ({
    id,
    title: `Picture ${id}`,
    src: `/media/gallery/${id}-wm-480.webp`,
    alt: `Picture ${id}`,
    photographer: 'Oju Studio',
    category: 'Portraits',
    productTitle: null,
    stateText: 'Ready',
    failed: false,
    published,
    publishedText: published ? 'Published' : 'Not published',
    ...actions,
    confirmingDelete: false,
    editing: false,
    ...shown,
  });
  const none: Actions = {
    canPublish: false,
    canUnpublish: false,
    canMoveEarlier: false,
    canMoveLater: false,
    canEdit: false,
    canDelete: false,
  };
  // The harness's gallery: a (published), b (not published), c (published), all ready.
  const idleRows = [
    row('a', true, { ...none, canUnpublish: true, canMoveLater: true, canEdit: true, canDelete: true }),
    row('b', false, { ...none, canPublish: true, canMoveEarlier: true, canMoveLater: true, canEdit: true, canDelete: true }),
    row('c', true, { ...none, canUnpublish: true, canMoveEarlier: true, canEdit: true, canDelete: true }),
  ];
  const screen = {
    loading: false,
    problem: '',
    canRetry: false,
    ready: true,
    title: 'Gallery: Human Stories',
    galleries: [
      { href: '/studio/gallery/humanstories', label: 'Human Stories', current: true },
      { href: '/studio/gallery/productshowcase', label: 'Product Showcase', current: false },
    ],
    publicHref: '/humanstories',
    isShowcase: false,
    saving: false,
    empty: false,
    total: null,
    uploads: [],
    pictures: idleRows,
    draft: null,
  };
  const beforeAny = { ...screen, ready: false, pictures: [] };

  it('while it loads, once loaded, and after a failed load', async () => {
    const { view, ready } = harness();
    expect(view()).toEqual({ ...beforeAny, loading: true });
    await ready();
    expect(view()).toEqual(screen);

    const failing = harness({ loadFails: rejectedByServer('Only the studio’s staff can do this') });
    await waitFor(failing.actor, (s) => s.matches('failed'));
    expect(failing.view()).toEqual({ ...beforeAny, problem: 'Only the studio’s staff can do this', canRetry: true });
    failing.actor.send({ type: 'list.retry' });
    expect(failing.view()).toEqual({ ...beforeAny, loading: true });
  });

  it('for a visitor sent to log in, shows nothing on its way out', () => {
    const { view } = harness({ token: null });
    expect(view()).toEqual(beforeAny);
  });

  it('while a change is saved nothing else can be done, and while a delete is confirmed only that picture asks', async () => {
    const { actor, view, ready } = harness();
    await ready();
    actor.send({ type: 'picture.publish', id: 'b', published: true });
    expect(view()).toEqual({
      ...screen,
      saving: true,
      pictures: [row('a', true, none), row('b', false, none), row('c', true, none)],
    });
    await waitFor(actor, (s) => s.matches({ ready: { work: 'idle' } }));

    const other = harness();
    await other.ready();
    other.actor.send({ type: 'picture.delete', id: 'b' });
    expect(other.view()).toEqual({
      ...screen,
      pictures: [row('a', true, none), row('b', false, none, { confirmingDelete: true }), row('c', true, none)],
    });
    other.actor.send({ type: 'delete.cancel' });
    expect(other.view()).toEqual(screen);
  });

  const openForm = {
    id: 'b',
    title: 'Picture b',
    description: '',
    category: 'portraits',
    photographer: 'Oju Studio',
    categories: [
      { name: 'portraits', title: 'Portraits' },
      { name: 'weddings', title: 'Weddings' },
    ],
    productTitle: null,
    hasProduct: false,
    related: [
      { id: 'a', title: 'Picture a', checked: false },
      { id: 'c', title: 'Picture c', checked: false },
    ],
    productSearch: EMPTY_PRODUCT_SEARCH,
    canSave: true,
  };

  it('a picture’s open form: its details, the gallery’s categories, the other pictures to relate; it cannot save while another change is', async () => {
    const { actor, view, ready } = harness();
    await ready();
    actor.send({ type: 'picture.edit', id: 'b' });
    const [a, b, c] = idleRows;
    expect(view()).toEqual({ ...screen, pictures: [a, { ...b, canEdit: false, editing: true }, c], draft: openForm });
    actor.send({ type: 'edit.relatedToggle', id: 'c' });
    actor.send({ type: 'picture.publish', id: 'a', published: false });
    expect(view().draft).toEqual({
      ...openForm,
      related: [
        { id: 'a', title: 'Picture a', checked: false },
        { id: 'c', title: 'Picture c', checked: true },
      ],
      canSave: false,
    });
  });

  it('the form shows the product search child as it stands; opening another picture clears it', async () => {
    const { actor, clock, view, ready } = harness();
    await ready();
    actor.send({ type: 'picture.edit', id: 'b' });
    actor.send({ type: 'productSearch.input', text: 'tripod' });
    expect(view().draft).toEqual({ ...openForm, productSearch: { ...EMPTY_PRODUCT_SEARCH, text: 'tripod', searching: true } });
    clock.increment(PRODUCT_SEARCH_DELAY_MS);
    await waitFor(productSearchOf(actor), (search) => search.matches('answered'));
    expect(view().draft).toEqual({ ...openForm, productSearch: { ...EMPTY_PRODUCT_SEARCH, text: 'tripod', noProducts: true } });
    actor.send({ type: 'picture.edit', id: 'b' });
    expect(view().draft).toEqual(openForm);
  });
});
