import type { SnapshotFrom } from 'xstate';
import { GALLERY_NAMES, galleryStateText, movedGalleryOrder } from '../../domain/studio-gallery.ts';
import type { studioGalleryMachine } from './studio-gallery.machine.ts';
import type { ProductSearchView } from './product-search.view.ts';
import type { StudioGallery } from './studio-types.ts';
import { uploadQueueView } from './upload-queue.view.ts';

const PUBLIC_PAGES = { humanstories: '/humanstories', productshowcase: '/productshowcase' } as const;

/** The gallery screen, with the product search as its productSearch child shows it (product-search.view.ts). */
export function studioGalleryView(snapshot: SnapshotFrom<typeof studioGalleryMachine>, productSearch: ProductSearchView) {
  const { context } = snapshot;
  const images = context.gallery?.images ?? [];
  const ids = images.map((image) => image._id);
  const idle = snapshot.matches({ ready: { work: 'idle' } });
  const editing = context.draft;
  return {
    loading: snapshot.matches('loading'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    ready: snapshot.matches('ready'),
    title: `Gallery: ${GALLERY_NAMES[context.galleryType]}`,
    galleries: (['humanstories', 'productshowcase'] as const).map((type) => ({
      href: `/studio/gallery/${type}`,
      label: GALLERY_NAMES[type],
      current: type === context.galleryType,
    })),
    publicHref: PUBLIC_PAGES[context.galleryType],
    isShowcase: context.galleryType === 'productshowcase',
    saving: snapshot.matches({ ready: { work: 'saving' } }),
    empty: snapshot.matches('ready') && images.length === 0,
    ...uploadQueueView(context.uploads),
    pictures: images.map((image) => ({
      id: image._id,
      title: image.title,
      src: image.thumbnailUrl,
      alt: image.title,
      photographer: image.photographer,
      category: image.category.title,
      productTitle: image.productTitle,
      stateText: galleryStateText(image.state, image.problem),
      failed: image.state === 'failed',
      published: image.published,
      publishedText: image.published ? 'Published' : 'Not published',
      canPublish: idle && !image.published && image.state === 'ready',
      canUnpublish: idle && image.published,
      canMoveEarlier: idle && movedGalleryOrder(ids, image._id, -1) !== null,
      canMoveLater: idle && movedGalleryOrder(ids, image._id, 1) !== null,
      canEdit: idle && editing?.id !== image._id,
      canDelete: idle,
      confirmingDelete: context.pendingDelete === image._id,
      editing: editing?.id === image._id,
    })),
    draft: editing
      ? {
          id: editing.id,
          title: editing.title,
          description: editing.description,
          category: editing.category,
          photographer: editing.photographer,
          // A picture is edited only once the gallery has loaded.
          categories: (context.gallery as StudioGallery).categories,
          productTitle: editing.productTitle,
          hasProduct: editing.productId !== null,
          related: images
            .filter((image) => image._id !== editing.id)
            .map((image) => ({ id: image._id, title: image.title, checked: editing.relatedImageIds.includes(image._id) })),
          productSearch,
          canSave: idle,
        }
      : null,
  };
}

export type StudioGalleryView = ReturnType<typeof studioGalleryView>;
