import { cacheSlot, forgetting, keyOf } from './cache.ts';
import type { ApiClient } from './client.ts';
import { DEFAULT_FRESH_MS } from './lifetimes.ts';
import type { GalleryImage, GalleryImageListResponse, LikeResponse, QueryOf } from './models.ts';
import { read, send } from './request.ts';

// isLiked depends on who asks, so gallery caches belong to the token holder.
const imageLists = cacheSlot<GalleryImageListResponse>(DEFAULT_FRESH_MS, 'user');
const images = cacheSlot<GalleryImage>(DEFAULT_FRESH_MS, 'user');

export type GalleryQuery = QueryOf<'listGalleryImages'>;

/** GET /gallery (galleryType humanstories or productshowcase): images, total, totalPages. */
export function listGalleryImages(client: ApiClient, query: GalleryQuery, signal: AbortSignal): Promise<GalleryImageListResponse> {
  const fetch = () => read(client, (signal) => client.GET('/gallery', { params: { query }, signal }), signal);
  return imageLists.through(client, keyOf(query), fetch);
}

/** GET /gallery/{id}. */
export function getGalleryImage(client: ApiClient, id: string, signal: AbortSignal): Promise<GalleryImage> {
  const fetch = () => read(client, (signal) => client.GET('/gallery/{id}', { params: { path: { id } }, signal }), signal);
  return images.through(client, id, () => fetch().then((a) => a.image));
}

/** GET /gallery/{id}/download: the JPEG itself; the caller saves it as '{title}.jpg'. Not cached. */
export function downloadGalleryImage(client: ApiClient, id: string, signal: AbortSignal): Promise<Blob> {
  return read(client, (signal) => client.GET('/gallery/{id}/download', { params: { path: { id } }, parseAs: 'blob', signal }), signal);
}

/** POST /gallery/images/{id}/like: the new state. Cached images are forgotten (the spec refetches). */
export function toggleGalleryImageLike(client: ApiClient, id: string, signal: AbortSignal): Promise<LikeResponse> {
  return send((signal) => client.POST('/gallery/images/{id}/like', { params: { path: { id } }, signal }), signal).then(
    forgetting(() => {
      images.invalidate(client, id);
      imageLists.invalidate(client);
    }),
  );
}
