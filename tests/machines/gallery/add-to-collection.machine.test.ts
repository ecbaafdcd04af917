import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventFromLogic } from 'xstate';
import { Network, Rejected, Unauthorized, Unexpected } from '../../../src/api/errors.ts';
import { addToCollectionMachine, type Collection } from '../../../src/machines/gallery/add-to-collection.machine.ts';
import { addToCollectionView } from '../../../src/machines/gallery/add-to-collection.view.ts';
import { deferred, galleryImage, sessionWith } from './fixtures.ts';

const lagos: Collection = {
  _id: 'col_1',
  name: 'Lagos',
  images: [galleryImage('a'), galleryImage('b')],
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};
const empty: Collection = { ...lagos, _id: 'col_2', name: 'Empty', images: [] };
const weddings: Collection = { ...lagos, _id: 'col_new', name: 'Weddings', images: [] };

function start(token: string | null = 'token') {
  const list = deferred<readonly Collection[]>();
  const add = deferred<{ message: string; collection: Collection }>();
  const create = deferred<Collection>();
  const sent: string[] = [];
  const actor = createActor(
    addToCollectionMachine.provide({
      actors: {
        list: fromPromise(() => {
          sent.push('list');
          return list.promise;
        }),
        add: fromPromise(({ input }) => {
          sent.push(`add ${input.imageId} to ${input.collectionId}`);
          return add.promise;
        }),
        create: fromPromise(({ input }) => {
          sent.push(`create ${input.name}`);
          return create.promise;
        }),
      },
    }),
    { input: { imageId: 'okada-rain', session: sessionWith(token) } },
  );
  const effects: unknown[] = [];
  actor.on('*', (effect) => effects.push(effect));
  actor.start();
  return { actor, sent, effects, list, add, create, view: () => addToCollectionView(actor.getSnapshot()) };
}

async function opened() {
  const started = start();
  started.actor.send({ type: 'collections.open' });
  started.list.resolve([lagos, empty]);
  await vi.waitFor(() => expect(started.actor.getSnapshot().value).toBe('choosing'));
  return started;
}

describe('addToCollectionMachine', () => {
  it('without a token asks for a login and opens nothing', () => {
    const { actor, sent, effects, view } = start(null);
    actor.send({ type: 'collections.open' });
    expect(effects).toEqual([{ type: 'loginRequired' }]);
    expect(sent).toEqual([]);
    expect(view().dialog).toBeNull();
  });

  it('lists the collections with their covers (the last image) while Add to Collection is open', async () => {
    const { view } = await opened();
    expect(view()).toEqual({
      dialog: 'add',
      loading: false,
      busy: false,
      collections: [
        {
          id: 'col_1',
          name: 'Lagos',
          count: 2,
          cover: {
            src: '/media/gallery/b-wm-960.jpg',
            srcSet: '/media/gallery/b-wm-480.jpg 480w, /media/gallery/b-wm-960.jpg 960w',
            webpSrcSet: '/media/gallery/b-wm-480.webp 480w, /media/gallery/b-wm-960.webp 960w',
            width: 960,
            height: 640,
            alt: 'Title b',
          },
        },
        { id: 'col_2', name: 'Empty', count: 0, cover: undefined },
      ],
      name: '',
      canCreate: false,
      createLabel: 'Create',
    });
  });

  it('still offers to create one when the list cannot be read', async () => {
    const { actor, list, view, effects } = start();
    actor.send({ type: 'collections.open' });
    expect(view()).toMatchObject({ dialog: 'add', loading: true, busy: false });
    list.reject(new Network({ cause: 'offline' }));
    await vi.waitFor(() => expect(view()).toMatchObject({ dialog: 'add', loading: false, collections: [] }));
    expect(effects).toEqual([]);
  });

  it("adds to the picked collection and says the server's message", async () => {
    const { actor, sent, add, effects, view } = await opened();
    actor.send({ type: 'collection.pick', collectionId: 'col_1' });
    expect(view().busy).toBe(true);
    add.resolve({ message: 'Added to Lagos collection', collection: lagos });
    await vi.waitFor(() => expect(view().dialog).toBeNull());
    expect(sent).toEqual(['list', 'add okada-rain to col_1']);
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: 'Added to Lagos collection' }]);
  });

  it("says 'Added to collection' when the server gives no message", async () => {
    const { actor, add, effects, view } = await opened();
    actor.send({ type: 'collection.pick', collectionId: 'col_1' });
    add.resolve({ message: ' ', collection: lagos });
    await vi.waitFor(() => expect(view().dialog).toBeNull());
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: 'Added to collection' }]);
  });

  it("shows the server's words for a 400 and stays open", async () => {
    const { actor, add, effects, view } = await opened();
    actor.send({ type: 'collection.pick', collectionId: 'col_1' });
    add.reject(new Rejected({ status: 400, message: 'Image is already in this collection' }));
    await vi.waitFor(() => expect(effects).toHaveLength(1));
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Image is already in this collection' }]);
    expect(view().dialog).toBe('add');
  });

  it.each([
    ['a 404', new Rejected({ status: 404, message: 'Collection not found' })],
    ['no answer', new Network({ cause: 'offline' })],
  ])("says 'Failed to add to collection' for %s", async (_, error) => {
    const { actor, add, effects } = await opened();
    actor.send({ type: 'collection.pick', collectionId: 'col_1' });
    add.reject(error);
    await vi.waitFor(() => expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Failed to add to collection' }]));
  });

  it.each([
    // Only a refusal (Rejected) with status 400 carries words for the shopper; a 400 the client could not read is not one.
    ['a 400 that is not a refusal', new Unexpected({ status: 400, message: 'Bad Request' })],
    ['a rejection that is not an object', 'boom'],
    ['a rejection with nothing', null],
  ])("says 'Failed to add to collection' for %s", async (_, error) => {
    const { actor, add, effects, view } = await opened();
    actor.send({ type: 'collection.pick', collectionId: 'col_1' });
    add.reject(error);
    await vi.waitFor(() => expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Failed to add to collection' }]));
    expect(view().dialog).toBe('add');
  });

  it('shows no cover for a collection whose last image has no watermarked picture', async () => {
    const { actor, list, view } = start();
    actor.send({ type: 'collections.open' });
    list.resolve([{ ...lagos, images: [galleryImage('a'), galleryImage('b', { watermarkedUrl: '' })] }]);
    await vi.waitFor(() => expect(view().loading).toBe(false));
    expect(view().collections).toEqual([{ id: 'col_1', name: 'Lagos', count: 2, cover: undefined }]);
  });

  it('closes quietly on a 401 (the session goes to /login)', async () => {
    const { actor, add, effects, view } = await opened();
    actor.send({ type: 'collection.pick', collectionId: 'col_1' });
    add.reject(new Unauthorized({ message: 'Authentication expired. Please log in again.' }));
    await vi.waitFor(() => expect(view().dialog).toBeNull());
    expect(effects).toEqual([]);
  });

  it("creates a collection with a name that is not blank ('Created {name} collection'), then adds the image to it ('Added to {name} collection')", async () => {
    const { actor, sent, create, add, effects, view } = await opened();
    actor.send({ type: 'create.open' });
    expect(view()).toMatchObject({ dialog: 'create', name: '', canCreate: false });
    actor.send({ type: 'name.change', value: '   ' });
    actor.send({ type: 'create.submit' });
    expect(view()).toMatchObject({ dialog: 'create', canCreate: false });
    actor.send({ type: 'name.change', value: ' Weddings ' });
    expect(view().canCreate).toBe(true);
    actor.send({ type: 'create.submit' });
    expect(view()).toMatchObject({ dialog: 'create', busy: true, canCreate: false, createLabel: 'Creating...' });
    actor.send({ type: 'create.submit' });
    create.resolve(weddings);
    await vi.waitFor(() => expect(sent).toEqual(['list', 'create Weddings', 'add okada-rain to col_new']));
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: 'Created Weddings collection' }]);
    expect(view()).toMatchObject({ dialog: 'create', busy: true, createLabel: 'Creating...' });
    add.resolve({ message: 'Added to Weddings collection', collection: { ...weddings, images: [galleryImage('okada-rain')] } });
    await vi.waitFor(() => expect(view().dialog).toBeNull());
    expect(effects).toEqual([
      { type: 'toast', kind: 'success', message: 'Created Weddings collection' },
      { type: 'toast', kind: 'success', message: 'Added to Weddings collection' },
    ]);
  });

  it("says 'Added to {name} collection' for the new one when the server gives no message", async () => {
    const { actor, create, add, effects, view } = await opened();
    actor.send({ type: 'create.open' });
    actor.send({ type: 'name.change', value: 'Weddings' });
    actor.send({ type: 'create.submit' });
    create.resolve(weddings);
    add.resolve({ message: '', collection: weddings });
    await vi.waitFor(() => expect(view().dialog).toBeNull());
    expect(effects.at(-1)).toEqual({ type: 'toast', kind: 'success', message: 'Added to Weddings collection' });
  });

  it("treats a blank server message for the new collection as none ('Added to {name} collection')", async () => {
    const { actor, create, add, effects, view } = await opened();
    actor.send({ type: 'create.open' });
    actor.send({ type: 'name.change', value: 'Weddings' });
    actor.send({ type: 'create.submit' });
    create.resolve(weddings);
    add.resolve({ message: '   ', collection: weddings });
    await vi.waitFor(() => expect(view().dialog).toBeNull());
    expect(effects).toEqual([
      { type: 'toast', kind: 'success', message: 'Created Weddings collection' },
      { type: 'toast', kind: 'success', message: 'Added to Weddings collection' },
    ]);
  });

  it("says 'Failed to create collection' when adding to the new one fails, and lists the collections again to pick it", async () => {
    const { actor, sent, create, add, effects, view } = await opened();
    actor.send({ type: 'create.open' });
    actor.send({ type: 'name.change', value: 'Weddings' });
    actor.send({ type: 'create.submit' });
    create.resolve(weddings);
    add.reject(new Network({ cause: 'offline' }));
    await vi.waitFor(() => expect(sent).toEqual(['list', 'create Weddings', 'add okada-rain to col_new', 'list']));
    expect(effects).toEqual([
      { type: 'toast', kind: 'success', message: 'Created Weddings collection' },
      { type: 'toast', kind: 'error', message: 'Failed to create collection' },
    ]);
    expect(view().dialog).toBe('add');
  });

  it("says 'Failed to create collection' when creating fails, and keeps the name", async () => {
    const { actor, create, effects, view } = await opened();
    actor.send({ type: 'create.open' });
    actor.send({ type: 'name.change', value: 'Weddings' });
    actor.send({ type: 'create.submit' });
    create.reject(new Rejected({ status: 400, message: 'Collection name is required' }));
    await vi.waitFor(() => expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Failed to create collection' }]));
    expect(view()).toMatchObject({ dialog: 'create', name: 'Weddings', canCreate: true });
  });

  it('takes typing in the name while the collection is created, sends the name confirmed, and keeps the new one on a failure', async () => {
    const { actor, create, effects, sent, view } = await opened();
    actor.send({ type: 'create.open' });
    actor.send({ type: 'name.change', value: 'Weddings' });
    actor.send({ type: 'create.submit' });
    actor.send({ type: 'name.change', value: 'Weddings 2026' });
    expect(view().name).toBe('Weddings 2026');
    create.reject(new Rejected({ status: 400, message: 'Collection name is required' }));
    await vi.waitFor(() => expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Failed to create collection' }]));
    expect(sent).toEqual(['list', 'create Weddings']);
    expect(view()).toMatchObject({ dialog: 'create', name: 'Weddings 2026' });
  });

  it('returns to Add to Collection when Create closes', async () => {
    const { actor, view } = await opened();
    actor.send({ type: 'create.open' });
    actor.send({ type: 'create.close' });
    expect(view().dialog).toBe('add');
    actor.send({ type: 'collections.close' });
    expect(view().dialog).toBeNull();
  });

  it('reaches every state on the shortest paths, and only submits a name that is not blank', () => {
    const events = [
      { type: 'collections.open' },
      { type: 'collections.close' },
      { type: 'collection.pick', collectionId: 'col_1' },
      { type: 'create.open' },
      { type: 'create.close' },
      { type: 'name.change', value: ' ' },
      { type: 'name.change', value: 'Weddings' },
      { type: 'create.submit' },
      { type: 'xstate.done.actor.0.addToCollection.loading', output: [lagos] },
      { type: 'xstate.error.actor.0.addToCollection.loading', error: new Network({ cause: 'offline' }) },
      { type: 'xstate.done.actor.0.addToCollection.adding', output: { message: '', collection: lagos } },
      { type: 'xstate.error.actor.0.addToCollection.adding', error: new Network({ cause: 'offline' }) },
      { type: 'xstate.done.actor.0.addToCollection.creating.submitting', output: weddings },
      { type: 'xstate.error.actor.0.addToCollection.creating.submitting', error: new Network({ cause: 'offline' }) },
      { type: 'xstate.done.actor.0.addToCollection.creating.adding', output: { message: '', collection: weddings } },
      { type: 'xstate.error.actor.0.addToCollection.creating.adding', error: new Network({ cause: 'offline' }) },
    ] as unknown as EventFromLogic<typeof addToCollectionMachine>[];
    const paths = getShortestPaths(addToCollectionMachine, { events, input: { imageId: 'okada-rain', session: sessionWith('token') } });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of [
      '"closed"',
      '"loading"',
      '"choosing"',
      '"adding"',
      '{"creating":"editing"}',
      '{"creating":"submitting"}',
      '{"creating":"adding"}',
    ]) {
      expect(reached).toContain(value);
    }
    // The name may change while a collection is created; what was submitted is the name when Create was pressed.
    const submits = paths.flatMap((path) =>
      path.steps.filter((step) => step.event.type === 'create.submit' && step.state.matches({ creating: 'submitting' })),
    );
    expect(submits.length).toBeGreaterThan(0);
    for (const step of submits) expect(step.state.context.name.trim()).not.toBe('');
  });
});
