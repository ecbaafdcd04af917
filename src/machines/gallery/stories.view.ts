import type { SnapshotFrom } from 'xstate';
import { GALLERY_TEXT } from '../../domain/gallery.ts';
import { cardOf, type GalleryCard } from './gallery-card.ts';
import type { storiesMachine } from './stories.machine.ts';

export interface StoryCard extends GalleryCard {
  readonly detailHref: string;
}

export interface StoriesView {
  readonly status: 'loading' | 'failed' | 'loaded';
  /** 'Loading stories...' or 'Failed to load stories.' */
  readonly message: string;
  readonly stories: readonly StoryCard[];
}

export function storiesView(snapshot: SnapshotFrom<typeof storiesMachine>): StoriesView {
  const status = snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'loaded';
  return {
    status,
    message: status === 'loading' ? GALLERY_TEXT.loadingStories : status === 'failed' ? GALLERY_TEXT.storiesFailed : '',
    stories: snapshot.context.stories.map((image) => ({ ...cardOf(image), detailHref: `/image/human-stories/${image._id}` })),
  };
}
