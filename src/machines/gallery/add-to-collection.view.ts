import type { SnapshotFrom } from 'xstate';
import { collectionCover, collectionCoverImage, isCollectionNameValid } from '../../domain/gallery.ts';
import { pictureOf, type PictureView } from './gallery-card.ts';
import type { addToCollectionMachine, Collection } from './add-to-collection.machine.ts';

export interface CollectionChoice {
  readonly id: string;
  readonly name: string;
  readonly count: number;
  /** The last image (its watermarked picture, named by its title); none for an empty collection. */
  readonly cover: PictureView | undefined;
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

function coverOf(collection: Collection): PictureView | undefined {
  const image = collectionCoverImage(collection);
  const src = collectionCover(collection);
  return image && src ? { ...pictureOf(image), src } : undefined;
}

export function addToCollectionView(snapshot: SnapshotFrom<typeof addToCollectionMachine>): AddToCollectionView {
  const creating = snapshot.matches('creating');
  const submitting = snapshot.matches({ creating: 'submitting' }) || snapshot.matches({ creating: 'adding' });
  return {
    dialog: creating ? 'create' : snapshot.matches('closed') ? null : 'add',
    loading: snapshot.matches('loading'),
    busy: snapshot.matches('adding') || submitting,
    collections: snapshot.context.collections.map((collection) => ({
      id: collection._id,
      name: collection.name,
      count: collection.images.length,
      cover: coverOf(collection),
    })),
    name: snapshot.context.name,
    canCreate: isCollectionNameValid(snapshot.context.name) && !submitting,
    createLabel: submitting ? 'Creating...' : 'Create',
  };
}
