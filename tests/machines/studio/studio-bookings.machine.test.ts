import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import type { BookingServiceField, BookingServiceInput } from '../../../src/domain/booking-service-content.ts';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import {
  BOOKING_PICTURE_FAILED,
  LOAD_BOOKING_SERVICES_FAILED,
  studioBookingsMachine,
  type BookingPictureReport,
  type PictureUploadInput,
  type SaveServiceInput,
  type StudioBookingService,
} from '../../../src/machines/studio/studio-bookings.machine.ts';
import { studioBookingsView } from '../../../src/machines/studio/studio-bookings.view.ts';
import { rejectedByServer, sessionWithToken } from './fixtures.ts';

const service = (id: StudioBookingService['id'], title: string): StudioBookingService => ({
  id,
  title,
  description: `${title} for you.`,
  buttonText: 'Schedule Session',
  image: `/media/gallery/${id}.jpg`,
  imageWebp: `/media/gallery/${id}.webp`,
  formLink: null,
  updatedAt: null,
});
const PRODUCT = service('product-photography', 'Product Photography');
const SERVICES = [PRODUCT, service('source-items', 'Source Items Not On List')];

function harness(
  options: { firstLoadFails?: unknown; saveFails?: unknown; upload?: (input: PictureUploadInput) => BookingPictureReport[] } = {},
) {
  const saves: SaveServiceInput[] = [];
  const uploads: PictureUploadInput[] = [];
  let loads = 0;
  const machine = studioBookingsMachine.provide({
    actors: {
      loadServices: fromPromise(async () => {
        loads += 1;
        if (options.firstLoadFails && loads === 1) throw options.firstLoadFails;
        return SERVICES;
      }),
      saveService: fromPromise(async ({ input }) => {
        saves.push(input);
        if (options.saveFails) throw options.saveFails;
        const saved = SERVICES.find((candidate) => candidate.id === input.serviceId) ?? PRODUCT;
        return {
          message: 'Service saved',
          service: { ...saved, ...input.content, formLink: input.content.formLink || null, updatedAt: '2026-11-26T09:30:00.000Z' },
        };
      }),
      uploadPicture: fromCallback<BookingPictureReport, PictureUploadInput>(({ input, sendBack }) => {
        uploads.push(input);
        for (const report of options.upload?.(input) ?? []) sendBack(report);
      }),
    },
  });
  const actor = createActor(machine, { input: { session: sessionWithToken('t') } });
  const effects: AppEffect[] = [];
  actor.on('*', (effect) => effects.push(effect as AppEffect));
  actor.start();
  return { actor, saves, uploads, effects };
}

const fieldOf = (view: ReturnType<typeof studioBookingsView>, index: number, field: string) =>
  view.services[index]?.fields.find((candidate) => candidate.field === field);

describe('the studio’s bookings page services', () => {
  it('shows each service’s fields as stored, an empty form link for none', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    const view = studioBookingsView(actor.getSnapshot());
    expect(view.services.map((entry) => entry.heading)).toEqual(['Product Photography', 'Source Items Not On List']);
    expect(fieldOf(view, 0, 'title')?.value).toBe('Product Photography');
    expect(fieldOf(view, 0, 'formLink')?.value).toBe('');
    expect(view.services[0]?.updated).toBe('As the studio started');
  });

  it('refuses to send a service with an empty title or an http form link, naming each field, and sends nothing', async () => {
    const { actor, saves } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'field.change', serviceId: 'source-items', field: 'title', value: '  ' });
    actor.send({ type: 'field.change', serviceId: 'source-items', field: 'formLink', value: 'http://forms.example.ng' });
    actor.send({ type: 'service.save', serviceId: 'source-items' });
    const view = studioBookingsView(actor.getSnapshot());
    expect(fieldOf(view, 1, 'title')?.problem).toBe('Please enter a title');
    expect(fieldOf(view, 1, 'formLink')?.problem).toBe('The form link must be an https address');
    expect(fieldOf(view, 0, 'title')?.problem).toBe('');
    expect(saves).toEqual([]);
    // Typing again clears that field's problem only.
    actor.send({ type: 'field.change', serviceId: 'source-items', field: 'title', value: 'Gear Finder' });
    expect(fieldOf(studioBookingsView(actor.getSnapshot()), 1, 'title')?.problem).toBe('');
    expect(fieldOf(studioBookingsView(actor.getSnapshot()), 1, 'formLink')?.problem).toBe('The form link must be an https address');
  });

  it('saves a service with what was typed and toasts the server’s message', async () => {
    const { actor, saves, effects } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'field.change', serviceId: 'source-items', field: 'buttonText', value: 'Ask Us' });
    actor.send({ type: 'service.save', serviceId: 'source-items' });
    expect(studioBookingsView(actor.getSnapshot()).services[1]?.saveLabel).toBe('Saving…');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(saves).toEqual([
      {
        serviceId: 'source-items',
        content: {
          title: 'Source Items Not On List',
          description: 'Source Items Not On List for you.',
          buttonText: 'Ask Us',
          formLink: '',
        },
      },
    ]);
    expect(effects).toContainEqual({ type: 'toast', kind: 'success', message: 'Service saved' });
    const view = studioBookingsView(actor.getSnapshot());
    expect(fieldOf(view, 1, 'buttonText')?.value).toBe('Ask Us');
    expect(view.services[1]?.updated).toMatch(/^Last changed 26 November 2026/);
  });

  it('shows the server’s refusal by the service and keeps what was typed', async () => {
    const { actor } = harness({ saveFails: rejectedByServer('The form link must be an https address') });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'field.change', serviceId: 'product-photography', field: 'title', value: 'Products' });
    actor.send({ type: 'service.save', serviceId: 'product-photography' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.busyId === null);
    const view = studioBookingsView(actor.getSnapshot());
    expect(view.services[0]?.failure).toBe('The form link must be an https address');
    expect(view.services[1]?.failure).toBe('');
    expect(fieldOf(view, 0, 'title')?.value).toBe('Products');
  });

  it('uploads a picture with its progress and shows the new one; a refusal stays by its service', async () => {
    const done = { ...PRODUCT, image: '/media/bookings/pic_1-1200.jpg' };
    const { actor, uploads, effects } = harness({
      upload: () => [{ type: 'upload.progress', sent: 50, total: 200 }],
    });
    await waitFor(actor, (s) => s.matches('ready'));
    const file = new File([new Uint8Array(200)], 'shoot.jpg', { type: 'image/jpeg' });
    actor.send({ type: 'picture.choose', serviceId: 'product-photography', file });
    expect(uploads).toEqual([{ serviceId: 'product-photography', file }]);
    let view = studioBookingsView(actor.getSnapshot());
    expect(view.services[0]).toMatchObject({ uploading: true, progress: 25, disabled: true });
    expect(view.services[1]).toMatchObject({ uploading: false, disabled: true });
    actor.send({ type: 'upload.done', service: done, message: 'Picture uploaded' });
    view = studioBookingsView(actor.getSnapshot());
    expect(view.services[0]).toMatchObject({ image: '/media/bookings/pic_1-1200.jpg', uploading: false, disabled: false });
    expect(effects).toContainEqual({ type: 'toast', kind: 'success', message: 'Picture uploaded' });

    actor.send({ type: 'picture.choose', serviceId: 'source-items', file });
    actor.send({ type: 'upload.failed', error: rejectedByServer('This file is not a JPEG, PNG or WebP picture') });
    expect(studioBookingsView(actor.getSnapshot()).services[1]?.failure).toBe('This file is not a JPEG, PNG or WebP picture');
  });

  it('refuses a picture over 15 MB without sending it', async () => {
    const { actor, uploads } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    const big = { size: 15 * 1024 * 1024 + 1, name: 'big.jpg' } as File;
    actor.send({ type: 'picture.choose', serviceId: 'product-photography', file: big });
    expect(uploads).toEqual([]);
    expect(studioBookingsView(actor.getSnapshot()).services[0]?.failure).toBe('This picture is larger than 15 MB');
  });

  it('says when the services cannot be loaded and loads them again on request', async () => {
    const { actor } = harness({ firstLoadFails: new Error('offline') });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(studioBookingsView(actor.getSnapshot())).toEqual({
      loading: false,
      problem: LOAD_BOOKING_SERVICES_FAILED,
      canRetry: true,
      services: [],
    });
    actor.send({ type: 'list.retry' });
    expect(studioBookingsView(actor.getSnapshot())).toEqual({ loading: true, problem: '', canRetry: false, services: [] });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioBookingsView(actor.getSnapshot()).services.map((entry) => entry.id)).toEqual(['product-photography', 'source-items']);
  });

  it('shows the server’s own words when it refuses the list', async () => {
    const { actor } = harness({ firstLoadFails: rejectedByServer('Only the studio’s staff can do this') });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(studioBookingsView(actor.getSnapshot())).toEqual({
      loading: false,
      problem: 'Only the studio’s staff can do this',
      canRetry: true,
      services: [],
    });
  });

  it('sends a signed-out visitor to the login', async () => {
    const machine = studioBookingsMachine.provide({ actors: { loadServices: fromPromise(async () => SERVICES) } });
    const actor = createActor(machine, { input: { session: sessionWithToken(null) } });
    const effects: AppEffect[] = [];
    actor.on('*', (effect) => effects.push(effect as AppEffect));
    actor.start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual([{ type: 'loginRequired' }]);
  });
});

describe('the bookings screen’s whole view', () => {
  /** A service's four fields as the view shows them, with the limits the server applies. */
  const fieldsView = (values: BookingServiceInput, problems: Partial<Record<BookingServiceField, string>> = {}) => [
    { field: 'title', label: 'Title', value: values.title, maxLength: 80, multiline: false, hint: '', problem: problems.title ?? '' },
    {
      field: 'description',
      label: 'Description',
      value: values.description,
      maxLength: 400,
      multiline: true,
      hint: '',
      problem: problems.description ?? '',
    },
    {
      field: 'buttonText',
      label: 'Button text',
      value: values.buttonText,
      maxLength: 30,
      multiline: false,
      hint: '',
      problem: problems.buttonText ?? '',
    },
    {
      field: 'formLink',
      label: 'Form link',
      value: values.formLink,
      maxLength: 500,
      multiline: false,
      hint: 'An https address of your online booking form. Leave it empty and the button leads to the contact form with this service chosen.',
      problem: problems.formLink ?? '',
    },
  ];
  /** A stored service's fields as the form starts them (these services have no form link). */
  const stored = (entry: StudioBookingService): BookingServiceInput => ({
    title: entry.title,
    description: entry.description,
    buttonText: entry.buttonText,
    formLink: '',
  });
  /** A stored service as the view shows it when nothing was typed and nothing is under way. */
  const serviceView = (entry: StudioBookingService) => ({
    id: entry.id,
    heading: entry.title,
    image: entry.image,
    updated: 'As the studio started',
    fields: fieldsView(stored(entry)),
    failure: '',
    saveLabel: 'Save',
    uploading: false,
    progress: 0,
    disabled: false,
  });
  const [, SOURCE] = SERVICES as [StudioBookingService, StudioBookingService];
  const view = (actor: ReturnType<typeof harness>['actor']) => studioBookingsView(actor.getSnapshot());

  it('starts empty and loading, then shows each service as stored', async () => {
    const { actor } = harness();
    expect(view(actor)).toEqual({ loading: true, problem: '', canRetry: false, services: [] });
    expect(actor.getSnapshot().context).toEqual({
      session: actor.getSnapshot().context.session,
      services: [],
      drafts: {},
      problems: {},
      failures: {},
      loadError: '',
      busyId: null,
      sent: 0,
      total: 0,
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view(actor)).toEqual({ loading: false, problem: '', canRetry: false, services: [serviceView(PRODUCT), serviceView(SOURCE)] });
  });

  it('while a service saves, only its button says so and both wait; the other’s typing stays after the save', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'field.change', serviceId: 'product-photography', field: 'title', value: 'Products' });
    actor.send({ type: 'field.change', serviceId: 'source-items', field: 'buttonText', value: 'Ask Us' });
    actor.send({ type: 'service.save', serviceId: 'source-items' });
    const typed = { ...serviceView(PRODUCT), fields: fieldsView({ ...stored(PRODUCT), title: 'Products' }) };
    const asked = { ...serviceView(SOURCE), fields: fieldsView({ ...stored(SOURCE), buttonText: 'Ask Us' }) };
    expect(view(actor)).toEqual({
      loading: false,
      problem: '',
      canRetry: false,
      services: [
        { ...typed, disabled: true },
        { ...asked, saveLabel: 'Saving…', disabled: true },
      ],
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view(actor)).toEqual({
      loading: false,
      problem: '',
      canRetry: false,
      services: [typed, { ...asked, updated: 'Last changed 26 November 2026 at 10:30 am' }],
    });
  });

  it('shows a picture’s progress by its own service only, none for an empty file, and none once it is up', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'picture.choose', serviceId: 'source-items', file: new File([], 'empty.jpg', { type: 'image/jpeg' }) });
    expect(view(actor).services).toEqual([
      { ...serviceView(PRODUCT), disabled: true },
      { ...serviceView(SOURCE), uploading: true, progress: 0, disabled: true },
    ]);
    actor.send({ type: 'upload.progress', sent: 50, total: 200 });
    expect(view(actor).services).toEqual([
      { ...serviceView(PRODUCT), disabled: true },
      { ...serviceView(SOURCE), uploading: true, progress: 25, disabled: true },
    ]);
    actor.send({ type: 'upload.done', service: { ...SOURCE, image: '/media/bookings/pic_2-1200.jpg' }, message: 'Picture uploaded' });
    expect(view(actor).services).toEqual([serviceView(PRODUCT), { ...serviceView(SOURCE), image: '/media/bookings/pic_2-1200.jpg' }]);
  });

  it('names each refused field of a service and leaves the other service alone', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'field.change', serviceId: 'product-photography', field: 'description', value: '' });
    actor.send({ type: 'field.change', serviceId: 'product-photography', field: 'buttonText', value: 'B'.repeat(31) });
    actor.send({ type: 'service.save', serviceId: 'product-photography' });
    expect(view(actor).services).toEqual([
      {
        ...serviceView(PRODUCT),
        fields: fieldsView(
          { ...stored(PRODUCT), description: '', buttonText: 'B'.repeat(31) },
          { description: 'Please enter a description', buttonText: 'The button text must be at most 30 characters' },
        ),
      },
      serviceView(SOURCE),
    ]);
  });
});

describe('a service the screen does not have', () => {
  it('takes no typing, no save and no picture for it', async () => {
    const { actor, saves, uploads, effects } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    const before = actor.getSnapshot().context;
    const file = new File([new Uint8Array(10)], 'shoot.jpg', { type: 'image/jpeg' });
    actor.send({ type: 'field.change', serviceId: 'weddings', field: 'title', value: 'Weddings' });
    actor.send({ type: 'service.save', serviceId: 'weddings' });
    actor.send({ type: 'picture.choose', serviceId: 'weddings', file });
    const snapshot = actor.getSnapshot();
    expect({ status: snapshot.status, value: snapshot.value, context: snapshot.context }).toEqual({
      status: 'active',
      value: 'ready',
      context: before,
    });
    expect({ saves, uploads, effects }).toEqual({ saves: [], uploads: [], effects: [] });
  });
});

describe('a picture upload the wiring did not provide', () => {
  it('fails at once, naming itself, and the service says the upload failed', async () => {
    const machine = studioBookingsMachine.provide({ actors: { loadServices: fromPromise(async () => SERVICES) } });
    const reports: EventObject[] = [];
    const actor = createActor(machine, {
      input: { session: sessionWithToken('t') },
      inspect: (inspection) => {
        if (inspection.type === '@xstate.event' && inspection.event.type.startsWith('upload.')) reports.push(inspection.event);
      },
    }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'picture.choose', serviceId: 'product-photography', file: new File([new Uint8Array(10)], 'shoot.jpg') });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(reports).toEqual([{ type: 'upload.failed', error: new Error('uploadPicture is not provided') }]);
    expect(studioBookingsView(actor.getSnapshot()).services[0]).toMatchObject({ failure: BOOKING_PICTURE_FAILED, uploading: false });
  });
});
