import type { SnapshotFrom } from 'xstate';
import { GALLERY_TEXT, SHOWCASE_HERO_ITEMS, showcaseModalImages, stackedThumbnails } from '../../domain/gallery.ts';
import { cardOf, picturesOf, type GalleryCard, type PictureView } from './gallery-card.ts';
import type { showcaseMachine } from './showcase.machine.ts';

export interface ShowcaseTile extends GalleryCard {
  readonly collectionHref: string;
  readonly thumbnails: readonly PictureView[];
}

export interface ShowcaseModal {
  readonly title: string;
  readonly categoryTitle: string;
  readonly pictures: readonly PictureView[];
  readonly openHref: string;
}

export interface ShowcaseView {
  readonly status: 'loading' | 'empty' | 'loaded';
  /** 'Loading images...' or 'No product showcase images found.' */
  readonly message: string;
  readonly hero: readonly GalleryCard[];
  readonly tiles: readonly ShowcaseTile[];
  readonly modal: ShowcaseModal | null;
}

export function showcaseView(snapshot: SnapshotFrom<typeof showcaseMachine>): ShowcaseView {
  const { items, modalItemId } = snapshot.context;
  const loading = snapshot.matches('loading');
  const status = loading ? 'loading' : items.length === 0 ? 'empty' : 'loaded';
  const modalItem = items.find((item) => item._id === modalItemId);
  return {
    status,
    message: status === 'loading' ? GALLERY_TEXT.loadingShowcase : status === 'empty' ? GALLERY_TEXT.showcaseEmpty : '',
    hero: items.slice(0, SHOWCASE_HERO_ITEMS).map(cardOf),
    tiles: items.map((item) => ({
      ...cardOf(item),
      collectionHref: `/image/productshowcase/${item._id}`,
      thumbnails: picturesOf(item, stackedThumbnails(item.relatedImages)),
    })),
    modal: modalItem
      ? {
          title: modalItem.title,
          categoryTitle: modalItem.category.title,
          pictures: picturesOf(modalItem, showcaseModalImages(modalItem)),
          openHref: `/image/productshowcase/${modalItem._id}`,
        }
      : null,
  };
}
