import type { SnapshotFrom } from 'xstate';
import { collectionCover, isCollectionNameValid } from '../../domain/gallery.ts';
import type { addToCollectionMachine } from './add-to-collection.machine.ts';

export interface CollectionChoice {
  readonly id: string;
  readonly name: string;
  readonly count: number;
  readonly cover: string | undefined;
}

export interface AddToCollectionView {
  /** Which dialog shows: the list to add to, the create form, or none. */
  readonly dialog: 'add' | 'create' | null;
  readonly loading: boolean;
  readonly busy: boolean;
  readonly collections: readonly CollectionChoice[];
  readonly name: string;
  readonly canCreate: boolean;
  readonly createLabel: string;
}

export function addToCollectionView(snapshot: SnapshotFrom<typeof addToCollectionMachine>): AddToCollectionView {
  const creating = snapshot.matches('creating');
  const submitting = snapshot.matches({ creating: 'submitting' });
  return {
    dialog: creating ? 'create' : snapshot.matches('closed') ? null : 'add',
    loading: snapshot.matches('loading'),
    busy: snapshot.matches('adding') || submitting,
    collections: snapshot.context.collections.map((collection) => ({
      id: collection._id,
      name: collection.name,
      count: collection.images.length,
      cover: collectionCover(collection),
    })),
    name: snapshot.context.name,
    canCreate: isCollectionNameValid(snapshot.context.name) && !submitting,
    createLabel: submitting ? 'Creating...' : 'Create',
  };
}
