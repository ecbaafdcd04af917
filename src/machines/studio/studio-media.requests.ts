import {
  deleteStudioPicture,
  getStudioProductMedia,
  reorderStudioPictures,
  setStudioCover,
  uploadStudioDigitalFile,
  uploadStudioPicture,
} from '../../api/studio-media.ts';
import { apiClient } from '../../infrastructure/api-client.ts';

// The pictures and files screen's calls, a module of their own so the other studio screens never load them.

export const fetchProductMedia = (productId: string, signal: AbortSignal) => getStudioProductMedia(apiClient, productId, signal);
export const requestPictureUpload = (
  productId: string,
  upload: { file: File; variantId: string | null },
  onProgress: (sent: number, total: number) => void,
  signal: AbortSignal,
) => uploadStudioPicture(apiClient, productId, upload, onProgress, signal);
export const requestDigitalFileUpload = (
  productId: string,
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal: AbortSignal,
) => uploadStudioDigitalFile(apiClient, productId, file, onProgress, signal);
export const requestPictureOrder = (productId: string, pictureIds: string[], signal: AbortSignal) =>
  reorderStudioPictures(apiClient, productId, pictureIds, signal);
export const requestPictureCover = (productId: string, pictureId: string, signal: AbortSignal) =>
  setStudioCover(apiClient, productId, pictureId, signal);
export const requestPictureDelete = (productId: string, pictureId: string, signal: AbortSignal) =>
  deleteStudioPicture(apiClient, productId, pictureId, signal);
