import {
  deleteStudioGalleryPicture,
  getStudioGallery,
  reorderStudioGallery,
  updateStudioGalleryPicture,
  uploadStudioGalleryPicture,
} from '../../api/studio-gallery.ts';
import { listStudioProducts } from '../../api/studio-catalogue.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import type { ProductOption } from './product-search.machine.ts';
import type { GalleryChange } from './studio-gallery.machine.ts';
import type { GalleryType, StudioGallery } from './studio-types.ts';

// The galleries screen's calls, a module of their own so the other studio screens never load them.

export const fetchStudioGallery = (galleryType: GalleryType, signal: AbortSignal) => getStudioGallery(apiClient, galleryType, signal);

export const requestGalleryUpload = (
  upload: { file: File; galleryType: GalleryType },
  onProgress: (sent: number, total: number) => void,
  signal: AbortSignal,
) => uploadStudioGalleryPicture(apiClient, upload, onProgress, signal);

/** Saves one change, then answers the gallery as it is now (an update or a delete reloads it). */
export async function requestGalleryChange(
  change: GalleryChange,
  signal: AbortSignal,
): Promise<{ message: string; gallery: StudioGallery }> {
  if (change.action === 'order') {
    const gallery = await reorderStudioGallery(apiClient, change.galleryType, change.imageIds, signal);
    return { message: gallery.message ?? 'Saved', gallery };
  }
  const answer =
    change.action === 'update'
      ? await updateStudioGalleryPicture(apiClient, change.imageId, change.update, signal)
      : await deleteStudioGalleryPicture(apiClient, change.imageId, signal);
  return { message: answer.message, gallery: await getStudioGallery(apiClient, change.galleryType, signal) };
}

/** The first page of products matching the words, archived ones too (a showcase may show one). */
export async function searchGalleryProducts(text: string, signal: AbortSignal): Promise<ProductOption[]> {
  const answer = await listStudioProducts(apiClient, { search: text, page: 1 }, signal);
  return answer.products.map((product) => ({ id: product._id, title: product.title }));
}
