/**
 * Profile image checks: image files only, of the listed types, under
 * 5 MB. The spec does not give the exact error wording, so these messages are ours.
 */
import type { ValidationResult } from './validation-result.ts';

export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp', 'image/bmp'] as const;

/** 5 MB in bytes; the file must be strictly smaller. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Below this many pixels on either side a warning recommends 200x200. */
export const PROFILE_IMAGE_MIN_SIDE = 100;

export type ImageFile = { type: string; size: number };

/** A file that is not an image, or one the browser cannot read as a picture. */
export const NOT_AN_IMAGE = 'Please select an image file';

export function validateProfileImage(file: ImageFile): ValidationResult {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Only JPEG, JPG, PNG, GIF, WEBP and BMP images are allowed';
  }
  if (file.size >= PROFILE_IMAGE_MAX_BYTES) return 'Image must be smaller than 5MB';
  return null;
}

/** A warning, not an error: the upload still goes ahead. */
export function profileImageSizeWarning(width: number, height: number): string | null {
  return width < PROFILE_IMAGE_MIN_SIDE || height < PROFILE_IMAGE_MIN_SIDE
    ? 'Image is smaller than 100x100 pixels. 200x200 pixels or larger is recommended.'
    : null;
}
