import { addImageToCollection, createCollection, listCollections } from '../../api/collections.ts';
import { downloadGalleryImage, getGalleryImage, listGalleryImages, toggleGalleryImageLike } from '../../api/gallery.ts';
import { GALLERY_WHOLE_LIST, RECENT_SHOTS_PAGE_SIZE, type StoriesQuery } from '../../domain/gallery.ts';
import { apiClient } from '../../infrastructure/api-client.ts';

// The gallery's requests, in a module of their own: the *.live.ts files load it on first use, so
// the API layer stays out of the chunks the gallery routes download first.

export async function loadStories(query: StoriesQuery, signal: AbortSignal) {
  return (await listGalleryImages(apiClient, { galleryType: 'humanstories', limit: GALLERY_WHOLE_LIST, ...query }, signal)).images;
}

export async function loadShowcase(signal: AbortSignal) {
  return (await listGalleryImages(apiClient, { galleryType: 'productshowcase', limit: GALLERY_WHOLE_LIST }, signal)).images;
}

export async function loadLists(signal: AbortSignal) {
  const [stories, showcase] = await Promise.all([loadStories({ page: 1 }, signal), loadShowcase(signal)]);
  return { 'human-stories': stories, 'product-showcase': showcase };
}

export function loadImage(imageId: string, signal: AbortSignal) {
  return getGalleryImage(apiClient, imageId, signal);
}

export function loadRecent(page: number, signal: AbortSignal) {
  return listGalleryImages(apiClient, { page, limit: RECENT_SHOTS_PAGE_SIZE }, signal);
}

export function toggleLike(imageId: string, signal: AbortSignal) {
  return toggleGalleryImageLike(apiClient, imageId, signal);
}

export function downloadImage(imageId: string, signal: AbortSignal) {
  return downloadGalleryImage(apiClient, imageId, signal);
}

export function listMyCollections(signal: AbortSignal) {
  return listCollections(apiClient, signal);
}

/** The collection, and the server's message ('Added to {name} collection') for the toast. */
export function addToCollection(collectionId: string, imageId: string, signal: AbortSignal) {
  return addImageToCollection(apiClient, collectionId, imageId, signal);
}

/** A new collection; the machine then adds the image to it. */
export function newCollection(name: string, signal: AbortSignal) {
  return createCollection(apiClient, name, signal);
}
