import type { GalleryType, StudioGalleryItem, StudioGalleryUpdate } from './studio-types.ts';

/** The details being edited, as the form holds them. */
export interface GalleryDraft {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly photographer: string;
  readonly productId: string | null;
  readonly productTitle: string | null;
  readonly relatedImageIds: readonly string[];
}

export type DraftField = 'title' | 'description' | 'category' | 'photographer';

/** The form filled in from a picture's details. */
export function draftOf(image: StudioGalleryItem): GalleryDraft {
  return {
    id: image._id,
    title: image.title,
    description: image.description,
    category: image.category.name,
    photographer: image.photographer,
    productId: image.productId,
    productTitle: image.productTitle,
    relatedImageIds: image.relatedImageIds,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => b[index] === id);

/** Only what the form changed goes to the server (a seeded item's related views stay unless they are changed). */
export function updateOf(draft: GalleryDraft, image: StudioGalleryItem, galleryType: GalleryType): StudioGalleryUpdate {
  const update: StudioGalleryUpdate = {};
  if (draft.title.trim() !== image.title) update.title = draft.title.trim();
  if (draft.description.trim() !== image.description) update.description = draft.description.trim();
  if (draft.category !== image.category.name) update.category = draft.category;
  if (draft.photographer.trim() !== image.photographer) update.photographer = draft.photographer.trim();
  if (galleryType === 'productshowcase') {
    if (draft.productId !== image.productId) update.productId = draft.productId;
    if (!sameList(draft.relatedImageIds, image.relatedImageIds)) update.relatedImageIds = [...draft.relatedImageIds];
  }
  return update;
}
