import { assertEvent, assign, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { addedToCollectionMessage, createdCollectionMessage, GALLERY_TEXT, isCollectionNameValid } from '../../domain/gallery.ts';
import { failureField, failureMessage, isUnauthorized } from '../request-failure.ts';
import { reportEffect, type AppEffect } from '../app-effects.ts';
import { isLoggedIn } from '../session-ref.ts';
import { unprovided } from '../unprovided.ts';

export type Collection = components['schemas']['Collection'];

export interface AddToCollectionInput {
  readonly imageId: string;
  readonly session: AnyActorRef | null;
}

interface AddToCollectionContext extends AddToCollectionInput {
  readonly collections: readonly Collection[];
  readonly name: string;
  /** The collection just created, which the image goes into next. */
  readonly created: Collection | null;
}

type Added = { message: string; collection: Collection };

/** The collection just created: only creating.adding reads it, and it is entered once the collection exists. */
const created = (context: AddToCollectionContext) => context.created as Collection;

export type AddToCollectionEvent =
  | { type: 'collections.open' }
  | { type: 'collections.close' }
  | { type: 'collection.pick'; collectionId: string }
  | { type: 'create.open' }
  | { type: 'create.close' }
  | { type: 'name.change'; value: string }
  | { type: 'create.submit' };

/** A 400 carries the server's reason ('already in this collection'); anything else gets the fallback. */
function isRefusal(error: unknown): boolean {
  return failureField(error, '_tag') === 'Rejected' && failureField(error, 'status') === 400;
}

/**
 * The Add to Collection and Create new collection dialogs. Opening without a
 * token goes to /login. Picking a collection adds the image and says the server's message ('Added
 * to {name} collection'), else 'Added to collection'. Creating one (name not blank; submit off while
 * it runs) says 'Created {name} collection', then adds the image to it and says 'Added to {name}
 * collection'; a failure of either says 'Failed to create collection'. Closing Create returns to Add.
 */
export const addToCollectionMachine = setup({
  types: {
    context: {} as AddToCollectionContext,
    events: {} as AddToCollectionEvent,
    input: {} as AddToCollectionInput,
    emitted: {} as AppEffect,
  },
  actors: {
    list: fromPromise<readonly Collection[]>(() => unprovided('list')),
    add: fromPromise<Added, { collectionId: string; imageId: string }>(() => unprovided('add')),
    create: fromPromise<Collection, { name: string }>(() => unprovided('create')),
  },
  actions: {
    report: enqueueActions(({ enqueue, self }, effect: AppEffect) => reportEffect(enqueue, self, effect)),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    nameValid: ({ context }) => isCollectionNameValid(context.name),
  },
}).createMachine({
  id: 'addToCollection',
  context: ({ input }) => ({ ...input, collections: [], name: '', created: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'collections.open': [
          { guard: 'isLoggedIn', target: 'loading' },
          { actions: { type: 'report', params: { type: 'loginRequired' } } },
        ],
      },
    },
    loading: {
      on: { 'collections.close': 'closed' },
      invoke: {
        src: 'list',
        onDone: { target: 'choosing', actions: assign({ collections: ({ event }) => event.output }) },
        // A failed read is only logged: the dialog still offers to create one.
        onError: 'choosing',
      },
    },
    choosing: {
      on: {
        'collections.close': 'closed',
        'collection.pick': 'adding',
        'create.open': { target: 'creating', actions: assign({ name: '' }) },
      },
    },
    adding: {
      invoke: {
        src: 'add',
        input: ({ context, event }) => {
          assertEvent(event, 'collection.pick');
          return { collectionId: event.collectionId, imageId: context.imageId };
        },
        onDone: {
          target: 'closed',
          actions: {
            type: 'report',
            params: ({ event }) => ({ type: 'toast', kind: 'success', message: event.output.message.trim() || GALLERY_TEXT.added }),
          },
        },
        onError: [
          { guard: ({ event }) => isUnauthorized(event.error), target: 'closed' },
          {
            target: 'choosing',
            actions: {
              type: 'report',
              params: ({ event }) => ({
                type: 'toast',
                kind: 'error',
                message: isRefusal(event.error) ? failureMessage(event.error, GALLERY_TEXT.addFailed) : GALLERY_TEXT.addFailed,
              }),
            },
          },
        ],
      },
    },
    creating: {
      initial: 'editing',
      // The name field takes typing while the collection is created too; a failure shows it as typed now.
      on: { 'name.change': { actions: assign({ name: ({ event }) => event.value }) } },
      states: {
        editing: {
          on: {
            'create.close': '#addToCollection.choosing',
            'create.submit': { guard: 'nameValid', target: 'submitting' },
          },
        },
        submitting: {
          invoke: {
            src: 'create',
            input: ({ context }) => ({ name: context.name.trim() }),
            onDone: {
              target: 'adding',
              actions: [
                assign({ created: ({ event }) => event.output }),
                {
                  type: 'report',
                  params: ({ event }) => ({ type: 'toast', kind: 'success', message: createdCollectionMessage(event.output.name) }),
                },
              ],
            },
            onError: [
              { guard: ({ event }) => isUnauthorized(event.error), target: '#addToCollection.closed' },
              {
                target: 'editing',
                actions: { type: 'report', params: { type: 'toast', kind: 'error', message: GALLERY_TEXT.createFailed } },
              },
            ],
          },
        },
        // Creating a collection is followed by adding the image to it.
        adding: {
          invoke: {
            src: 'add',
            input: ({ context }) => ({ collectionId: created(context)._id, imageId: context.imageId }),
            onDone: {
              target: '#addToCollection.closed',
              actions: {
                type: 'report',
                params: ({ context, event }) => ({
                  type: 'toast',
                  kind: 'success',
                  message: event.output.message.trim() || addedToCollectionMessage(created(context).name),
                }),
              },
            },
            onError: [
              { guard: ({ event }) => isUnauthorized(event.error), target: '#addToCollection.closed' },
              // The collection exists now: the list is read again, so it can be picked.
              {
                target: '#addToCollection.loading',
                actions: { type: 'report', params: { type: 'toast', kind: 'error', message: GALLERY_TEXT.createFailed } },
              },
            ],
          },
        },
      },
    },
  },
});
