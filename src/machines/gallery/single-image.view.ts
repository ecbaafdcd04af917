import type { SnapshotFrom } from 'xstate';
import { GALLERY_TEXT, pageOfLabel } from '../../domain/gallery.ts';
import { cardOf, type GalleryCard } from './gallery-card.ts';
import type { singleImageMachine } from './single-image.machine.ts';

export interface SingleImageView {
  readonly status: 'loading' | 'missing' | 'failed' | 'loaded';
  /** 'Image not found' or 'Error: {message}'. */
  readonly message: string;
  readonly image: GalleryCard | null;
  /** /gallery/{id}, whether the page was opened there or at /photography/{id}: one address for search engines. */
  readonly canonicalPath: string | null;
  readonly recent: readonly GalleryCard[];
  readonly recentLoading: boolean;
  readonly recentPage: number;
  /** 'Page X of Y' */
  readonly pageLabel: string;
  readonly hasPreviousPage: boolean;
  readonly hasNextPage: boolean;
}

export function singleImageView(snapshot: SnapshotFrom<typeof singleImageMachine>): SingleImageView {
  const { image, error, recent, recentPage, recentTotalPages } = snapshot.context;
  const status = snapshot.matches({ image: 'loading' })
    ? 'loading'
    : snapshot.matches({ image: 'missing' })
      ? 'missing'
      : snapshot.matches({ image: 'failed' })
        ? 'failed'
        : 'loaded';
  return {
    status,
    message: status === 'missing' ? GALLERY_TEXT.imageMissing : status === 'failed' ? error : '',
    image: image && status === 'loaded' ? cardOf(image) : null,
    canonicalPath: image && status === 'loaded' ? `/gallery/${image._id}` : null,
    recent: recent.map(cardOf),
    recentLoading: snapshot.matches({ recent: 'loading' }),
    recentPage,
    pageLabel: pageOfLabel(recentPage, recentTotalPages),
    hasPreviousPage: recentPage > 1,
    hasNextPage: recentPage < recentTotalPages,
  };
}
