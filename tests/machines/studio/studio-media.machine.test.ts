import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import {
  LOAD_MEDIA_FAILED,
  studioMediaMachine,
  type FileUploadInput,
  type PictureChange,
  type PictureUploadInput,
  type UploadReport,
} from '../../../src/machines/studio/studio-media.machine.ts';
import { studioMediaView } from '../../../src/machines/studio/studio-media.view.ts';
import type { StudioPicture, StudioProductMedia } from '../../../src/machines/studio/studio-types.ts';
import { rejectedByServer, sessionWithToken } from './fixtures.ts';

const picture = (id: string, variantId: string | null, cover: boolean): StudioPicture => ({
  _id: id,
  variantId,
  url: `/media/products/p1/pictures/${id}-1200.webp`,
  thumbnailUrl: `/media/products/p1/pictures/${id}-400.webp`,
  jpegUrl: `/media/products/p1/pictures/${id}-1200.jpg`,
  width: 1200,
  height: 800,
  cover,
});

const media = (overrides: Partial<StudioProductMedia> = {}): StudioProductMedia => ({
  success: true,
  productId: 'p1',
  title: 'Backdrop',
  isDigital: false,
  pictures: [picture('a', null, true), picture('r1', 'red', true), picture('b', null, false)],
  variants: [
    { _id: 'red', label: 'Red' },
    { _id: 'blue', label: 'Blue' },
  ],
  digitalFile: null,
  ...overrides,
});

const fileOf = (name: string, size: number) => new File([new Uint8Array(Math.min(size, 8))], name, { type: 'image/jpeg' }) as File;
const sized = (name: string, size: number) => Object.defineProperty(fileOf(name, size), 'size', { value: size });

function harness(options: { loaded?: StudioProductMedia; loadFails?: unknown; changeFails?: unknown; token?: string | null } = {}) {
  const loads: string[] = [];
  const pictureUploads: PictureUploadInput[] = [];
  const fileUploads: FileUploadInput[] = [];
  const changes: PictureChange[] = [];
  const report = new Map<string, (event: UploadReport) => void>();
  const stopped: string[] = [];
  const machine = studioMediaMachine.provide({
    actors: {
      loadMedia: fromPromise(async ({ input }) => {
        loads.push(input.productId);
        if (options.loadFails) throw options.loadFails;
        return options.loaded ?? media();
      }),
      uploadPicture: fromCallback<UploadReport, PictureUploadInput>(({ input, sendBack }) => {
        pictureUploads.push(input);
        report.set(input.id, sendBack);
        return () => stopped.push(input.id);
      }),
      uploadFile: fromCallback<UploadReport, FileUploadInput>(({ input, sendBack }) => {
        fileUploads.push(input);
        report.set(input.id, sendBack);
      }),
      changePictures: fromPromise(async ({ input }) => {
        changes.push(input);
        if (options.changeFails) throw options.changeFails;
        const message = { order: 'Pictures reordered', cover: 'Cover chosen', delete: 'Picture deleted' }[input.action];
        return { ...media({ pictures: [picture('b', null, true), picture('r1', 'red', true)] }), message };
      }),
    },
  });
  const session = sessionWithToken(options.token === undefined ? 't' : options.token);
  const actor = createActor(machine, { input: { session, productId: 'p1' } });
  const effects: AppEffect[] = [];
  actor.on('*', (event) => effects.push(event as AppEffect));
  actor.start();
  const view = () => studioMediaView(actor.getSnapshot());
  return { actor, session, loads, pictureUploads, fileUploads, changes, report, stopped, effects, view };
}

/** The screen before the product's pictures are read: nothing to show or do yet. */
const beforeLoad = {
  loading: true,
  problem: '',
  canRetry: false,
  ready: false,
  title: 'Pictures and files',
  productHref: '/studio/products/p1',
  shopHref: '/shop/p1',
  saving: false,
  variantOptions: [{ value: '', label: 'The product’s own pictures' }],
  hasVariants: false,
  variantId: '',
  groups: [{ key: 'product', heading: 'The product’s own pictures', pictures: [] }],
  empty: false,
  total: null,
  uploads: [],
  isDigital: false,
  digitalFile: null,
};

/** A picture of the list as the screen shows it, idle: what it can do follows from where it stands. */
const shown = (id: string, alt: string, can: { earlier: boolean; later: boolean; cover: boolean }) => ({
  id,
  src: `/media/products/p1/pictures/${id}-400.webp`,
  alt,
  cover: !can.cover,
  canMoveEarlier: can.earlier,
  canMoveLater: can.later,
  canMakeCover: can.cover,
  canDelete: true,
  confirmingDelete: false,
});

describe('a product’s pictures', () => {
  it('shows the product’s own pictures and each variant’s that has some, cover first, with what each can do', async () => {
    const { actor, session, loads, view } = harness();
    expect(view()).toEqual(beforeLoad);
    expect(actor.getSnapshot().context).toEqual({
      session,
      productId: 'p1',
      media: null,
      loadError: '',
      variantId: null,
      uploads: [],
      uploadCount: 0,
      pendingDelete: null,
      change: null,
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual(['p1']);
    expect(view()).toEqual({
      ...beforeLoad,
      loading: false,
      ready: true,
      title: 'Pictures and files: Backdrop',
      variantOptions: [
        { value: '', label: 'The product’s own pictures' },
        { value: 'red', label: 'Variant: Red' },
        { value: 'blue', label: 'Variant: Blue' },
      ],
      hasVariants: true,
      groups: [
        {
          key: 'product',
          heading: 'The product’s own pictures',
          pictures: [
            shown('a', 'Picture 1 (cover)', { earlier: false, later: true, cover: false }),
            shown('b', 'Picture 2', { earlier: true, later: false, cover: true }),
          ],
        },
        {
          key: 'red',
          heading: 'Variant: Red',
          pictures: [shown('r1', 'Picture 1 (cover)', { earlier: false, later: false, cover: false })],
        },
      ],
    });
  });

  it('shows the product’s group empty when nothing is uploaded', async () => {
    const { actor, view } = harness({ loaded: media({ pictures: [], variants: [] }) });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view()).toEqual({ ...beforeLoad, loading: false, ready: true, title: 'Pictures and files: Backdrop', empty: true });
  });

  it('uploads each picture on its own: progress, a refusal in the server’s words, a success that shows the new pictures', async () => {
    const { actor, pictureUploads, report, stopped, view } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'variant.choose', variantId: 'red' });
    actor.send({ type: 'pictures.add', files: [fileOf('good.jpg', 8), fileOf('notes.jpg', 8), sized('huge.png', 15 * 1024 * 1024 + 1)] });
    expect(pictureUploads.map((upload) => [upload.id, upload.file.name, upload.variantId, upload.productId])).toEqual([
      ['upload-1', 'good.jpg', 'red', 'p1'],
      ['upload-2', 'notes.jpg', 'red', 'p1'],
    ]);
    expect(view().uploads.map((upload) => [upload.name, upload.uploading, upload.failed, upload.status])).toEqual([
      ['good.jpg', true, false, 'Uploading…'],
      ['notes.jpg', true, false, 'Uploading…'],
      ['huge.png', false, true, 'This picture is larger than 15 MB'],
    ]);
    report.get('upload-1')?.({ type: 'upload.progress', id: 'upload-1', sent: 3, total: 8 });
    expect(view().uploads[0]?.percent).toBe(38);
    report.get('upload-2')?.({
      type: 'upload.failed',
      id: 'upload-2',
      error: rejectedByServer('This file is not a JPEG, PNG or WebP picture'),
    });
    const added = media({ pictures: [...media().pictures, picture('c', 'red', false)] });
    report.get('upload-1')?.({ type: 'upload.pictureDone', id: 'upload-1', media: added });
    expect(view().uploads.map((upload) => [upload.name, upload.failed, upload.status])).toEqual([
      ['good.jpg', false, 'Uploaded'],
      ['notes.jpg', true, 'This file is not a JPEG, PNG or WebP picture'],
      ['huge.png', true, 'This picture is larger than 15 MB'],
    ]);
    expect(view().groups[1]?.pictures.map((p) => p.id)).toEqual(['r1', 'c']);
    expect(stopped.sort()).toEqual(['upload-1', 'upload-2']);
    actor.send({ type: 'upload.dismiss', id: 'upload-2' });
    expect(view().uploads.map((upload) => upload.name)).toEqual(['good.jpg', 'huge.png']);
    actor.send({ type: 'variant.choose', variantId: null });
    actor.send({ type: 'pictures.add', files: [fileOf('own.jpg', 8)] });
    expect(pictureUploads[2]).toMatchObject({ id: 'upload-4', variantId: null });
  });

  it('sends a failed picture again alone, to the variant it was meant for, but never one refused for its size', async () => {
    const { actor, pictureUploads, report, view } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'variant.choose', variantId: 'red' });
    actor.send({ type: 'pictures.add', files: [fileOf('a.jpg', 8), sized('huge.png', 15 * 1024 * 1024 + 1)] });
    report.get('upload-1')?.({ type: 'upload.failed', id: 'upload-1', error: new TypeError('network') });
    expect(view().uploads.map((upload) => [upload.name, upload.canRetry])).toEqual([
      ['a.jpg', true],
      ['huge.png', false],
    ]);
    actor.send({ type: 'variant.choose', variantId: null });
    actor.send({ type: 'upload.retry', id: 'upload-2' });
    actor.send({ type: 'upload.retry', id: 'upload-1' });
    expect(pictureUploads.map((upload) => [upload.id, upload.file.name, upload.variantId])).toEqual([
      ['upload-1', 'a.jpg', 'red'],
      ['upload-1', 'a.jpg', 'red'],
    ]);
    expect(view().uploads[0]).toMatchObject({ uploading: true, percent: 0, status: 'Uploading…' });
    expect(view().total).toEqual({ percent: 0, text: '0 of 2 uploaded, 1 failed' });
    actor.send({ type: 'upload.retry', id: 'upload-1' });
    expect(pictureUploads).toHaveLength(2);
  });

  it('says a failure that is not the server’s as “The upload failed”, and a dismiss leaves an upload in flight', async () => {
    const { actor, report, view } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'pictures.add', files: [fileOf('a.jpg', 8), fileOf('b.jpg', 8)] });
    report.get('upload-1')?.({ type: 'upload.failed', id: 'upload-1', error: new TypeError('network') });
    actor.send({ type: 'upload.dismiss', id: 'upload-2' });
    expect(view().uploads.map((upload) => [upload.name, upload.status])).toEqual([
      ['a.jpg', 'The upload failed'],
      ['b.jpg', 'Uploading…'],
    ]);
  });

  it('moves a picture within its group, makes another the cover, and says so', async () => {
    const { actor, changes, effects, view } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'picture.move', id: 'a', step: -1 });
    actor.send({ type: 'picture.move', id: 'r1', step: 1 });
    expect(changes).toEqual([]);
    actor.send({ type: 'picture.move', id: 'b', step: -1 });
    expect(view().saving).toBe(true);
    expect(view().groups[0]?.pictures.every((p) => !p.canDelete && !p.canMoveEarlier && !p.canMoveLater && !p.canMakeCover)).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(changes).toEqual([{ action: 'order', productId: 'p1', pictureIds: ['b', 'r1', 'a'] }]);
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: 'Pictures reordered' }]);
    expect(view().groups[0]?.pictures.map((p) => [p.id, p.cover])).toEqual([['b', true]]);

    actor.send({ type: 'picture.cover', id: 'b' });
    expect(changes).toHaveLength(1);
    const again = harness();
    await waitFor(again.actor, (s) => s.matches('ready'));
    again.actor.send({ type: 'picture.cover', id: 'a' });
    again.actor.send({ type: 'picture.cover', id: 'zz' });
    expect(again.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    again.actor.send({ type: 'picture.cover', id: 'b' });
    await waitFor(again.actor, (s) => s.matches({ ready: 'idle' }) && again.changes.length === 1);
    expect(again.changes).toEqual([{ action: 'cover', productId: 'p1', pictureId: 'b' }]);
    expect(again.effects).toEqual([{ type: 'toast', kind: 'success', message: 'Cover chosen' }]);
  });

  it('deletes only after the confirm; keeping it or another picture’s delete changes which one', async () => {
    const { actor, changes, effects, view } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'picture.delete', id: 'zz' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'picture.delete', id: 'a' });
    expect(view().groups[0]?.pictures.map((p) => p.confirmingDelete)).toEqual([true, false]);
    actor.send({ type: 'delete.cancel' });
    expect(view().groups[0]?.pictures.map((p) => p.confirmingDelete)).toEqual([false, false]);
    actor.send({ type: 'picture.delete', id: 'a' });
    actor.send({ type: 'picture.delete', id: 'b' });
    expect(view().groups[0]?.pictures.map((p) => p.confirmingDelete)).toEqual([false, true]);
    expect(changes).toEqual([]);
    actor.send({ type: 'delete.confirm' });
    const busy = { canMoveEarlier: false, canMoveLater: false, canMakeCover: false, canDelete: false };
    expect(view()).toMatchObject({ saving: true, ready: true, loading: false });
    expect(view().groups).toEqual([
      {
        key: 'product',
        heading: 'The product’s own pictures',
        pictures: [
          { ...shown('a', 'Picture 1 (cover)', { earlier: false, later: true, cover: false }), ...busy },
          { ...shown('b', 'Picture 2', { earlier: true, later: false, cover: true }), ...busy, confirmingDelete: true },
        ],
      },
      {
        key: 'red',
        heading: 'Variant: Red',
        pictures: [{ ...shown('r1', 'Picture 1 (cover)', { earlier: false, later: false, cover: false }), ...busy }],
      },
    ]);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(changes).toEqual([{ action: 'delete', productId: 'p1', pictureId: 'b' }]);
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: 'Picture deleted' }]);
    expect(actor.getSnapshot().context.pendingDelete).toBeNull();
  });

  it('says when a change fails, in the server’s words or its own', async () => {
    const refused = harness({ changeFails: rejectedByServer('Picture not found') });
    await waitFor(refused.actor, (s) => s.matches('ready'));
    refused.actor.send({ type: 'picture.delete', id: 'a' });
    refused.actor.send({ type: 'delete.confirm' });
    await waitFor(refused.actor, (s) => s.matches({ ready: 'idle' }));
    expect(refused.effects).toEqual([{ type: 'toast', kind: 'error', message: 'Picture not found' }]);
    expect(refused.view().groups[0]?.pictures).toHaveLength(2);
    expect(refused.actor.getSnapshot().context.pendingDelete).toBeNull();
    const broken = harness({ changeFails: new TypeError('network') });
    await waitFor(broken.actor, (s) => s.matches('ready'));
    broken.actor.send({ type: 'picture.cover', id: 'b' });
    await waitFor(broken.actor, (s) => s.matches({ ready: 'idle' }) && broken.effects.length === 1);
    expect(broken.effects).toEqual([{ type: 'toast', kind: 'error', message: 'Failed to save the pictures' }]);
  });
});

describe('a digital product’s file', () => {
  it('sends a failed file again as a file', async () => {
    const loaded = media({ isDigital: true, pictures: [], variants: [], digitalFile: null });
    const { actor, fileUploads, pictureUploads, report } = harness({ loaded });
    await waitFor(actor, (s) => s.matches('ready'));
    const course = sized('course.zip', 1000);
    actor.send({ type: 'file.choose', file: course });
    report.get('upload-1')?.({ type: 'upload.failed', id: 'upload-1', error: new TypeError('network') });
    expect(actor.getSnapshot().context.uploads).toEqual([
      {
        id: 'upload-1',
        name: 'course.zip',
        file: course,
        sent: 0,
        total: 1000,
        state: 'failed',
        message: 'The upload failed',
        retryable: true,
        kind: 'file',
      },
    ]);
    actor.send({ type: 'upload.retry', id: 'upload-1' });
    expect(fileUploads.map((upload) => [upload.id, upload.file.name, upload.productId])).toEqual([
      ['upload-1', 'course.zip', 'p1'],
      ['upload-1', 'course.zip', 'p1'],
    ]);
    expect(pictureUploads).toEqual([]);
  });

  it('shows the file with its format and size, and uploads a new one with its progress', async () => {
    const loaded = media({
      isDigital: true,
      pictures: [],
      variants: [],
      digitalFile: { fileName: 'guide.pdf', format: 'PDF', size: 2.5 * 1024 * 1024 },
    });
    const { actor, fileUploads, report, view } = harness({ loaded });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view()).toMatchObject({ isDigital: true, digitalFile: { name: 'guide.pdf', text: 'PDF, 2.5 MB' } });
    actor.send({ type: 'file.choose', file: sized('too-big.zip', 500 * 1024 * 1024 + 1) });
    expect(fileUploads).toEqual([]);
    expect(view().uploads[0]).toMatchObject({ name: 'too-big.zip', failed: true, status: 'This file is larger than 500 MB' });
    const course = sized('course.zip', 1000);
    actor.send({ type: 'file.choose', file: course });
    expect(fileUploads).toEqual([{ id: 'upload-2', productId: 'p1', file: course }]);
    report.get('upload-2')?.({ type: 'upload.progress', id: 'upload-2', sent: 500, total: 1000 });
    expect(view().uploads[0]).toMatchObject({ name: 'course.zip', percent: 50, uploading: true });
    report.get('upload-2')?.({
      type: 'upload.fileDone',
      id: 'upload-2',
      answer: { success: true, message: 'File uploaded', digitalFile: { fileName: 'course.zip', format: 'ZIP', size: 1000 } },
    });
    expect(view()).toMatchObject({ digitalFile: { name: 'course.zip', text: 'ZIP, 1000 B' } });
    expect(view().uploads[0]).toMatchObject({ status: 'Uploaded', uploading: false });
  });

  it('fails an upload at once, naming the request, when the wiring did not provide it', async () => {
    const failures: EventObject[] = [];
    const machine = studioMediaMachine.provide({ actors: { loadMedia: fromPromise(async () => media({ isDigital: true })) } });
    const actor = createActor(machine, {
      input: { session: sessionWithToken('t'), productId: 'p1' },
      inspect: (inspection) => {
        if (inspection.type === '@xstate.event' && inspection.event.type === 'upload.failed') failures.push(inspection.event);
      },
    }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'pictures.add', files: [fileOf('a.jpg', 8)] });
    actor.send({ type: 'file.choose', file: fileOf('guide.pdf', 8) });
    expect(failures).toEqual([
      { type: 'upload.failed', id: 'upload-1', error: new Error('uploadPicture is not provided') },
      { type: 'upload.failed', id: 'upload-2', error: new Error('uploadFile is not provided') },
    ]);
    expect(studioMediaView(actor.getSnapshot()).uploads.map((upload) => [upload.name, upload.status])).toEqual([
      ['guide.pdf', 'The upload failed'],
      ['a.jpg', 'The upload failed'],
    ]);
  });

  it('offers no file upload for a physical product', async () => {
    const { actor, fileUploads, view } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'file.choose', file: fileOf('guide.pdf', 8) });
    expect(fileUploads).toEqual([]);
    expect(view().uploads).toEqual([]);
  });
});

describe('loading', () => {
  it('says when it cannot load, in the server’s words or its own, and tries again', async () => {
    const { actor, loads, view } = harness({ loadFails: rejectedByServer('Product not found') });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toEqual({ ...beforeLoad, loading: false, problem: 'Product not found', canRetry: true });
    actor.send({ type: 'list.retry' });
    expect(view()).toEqual(beforeLoad);
    await waitFor(actor, () => loads.length === 2);
    const broken = harness({ loadFails: new TypeError('network') });
    await waitFor(broken.actor, (s) => s.matches('failed'));
    expect(broken.view().problem).toBe(LOAD_MEDIA_FAILED);
  });

  it('sends a visitor without a session to the login', async () => {
    const { actor, effects } = harness({ token: null });
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual([{ type: 'loginRequired' }]);
  });
});
