import sharp from 'sharp';
import { sniffImageType } from './image-sniffing.ts';

/** Widths of the renditions: the product card's and the product page's. */
export const RENDITION_WIDTHS = [400, 1200] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];
export type RenditionFormat = 'webp' | 'jpg';

/** 50 megapixels: more than any camera the studio sells; a larger claim is refused before decoding. */
export const MAX_PICTURE_PIXELS = 50_000_000;

export const NOT_A_PICTURE = 'This file is not a JPEG, PNG or WebP picture';
export const PICTURE_TOO_LARGE = 'This picture is too large: at most 50 megapixels';
export const PICTURE_UNREADABLE = 'This picture could not be read';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface Rendition {
  readonly width: RenditionWidth;
  readonly format: RenditionFormat;
  readonly bytes: Buffer;
}

export type RenditionResult =
  | { readonly ok: true; readonly width: number; readonly height: number; readonly renditions: readonly Rendition[] }
  | { readonly ok: false; readonly problem: string };

/**
 * Checks an uploaded picture by its content and makes its renditions: turned upright by its EXIF
 * orientation, then every piece of metadata (EXIF, GPS, ICC) dropped, which sharp does unless asked
 * to keep it. The pixel limit is checked on the header first, so a decompression bomb is never decoded.
 */
export async function makeRenditions(bytes: Uint8Array): Promise<RenditionResult> {
  const type = sniffImageType(bytes);
  if (!type || !ACCEPTED.has(type)) return { ok: false, problem: NOT_A_PICTURE };
  const input = () => sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' });
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return { ok: false, problem: PICTURE_UNREADABLE };
    if (meta.width * meta.height > MAX_PICTURE_PIXELS) return { ok: false, problem: PICTURE_TOO_LARGE };
    // Orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    const size = turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
    const renditions: Rendition[] = [];
    for (const width of RENDITION_WIDTHS) {
      const resized = input().rotate().resize({ width, withoutEnlargement: true });
      renditions.push({ width, format: 'webp', bytes: await resized.clone().webp({ quality: 82 }).toBuffer() });
      renditions.push({
        width,
        format: 'jpg',
        bytes: await resized.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
      });
    }
    return { ok: true, ...size, renditions };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { ok: false, problem: PICTURE_TOO_LARGE };
    return { ok: false, problem: PICTURE_UNREADABLE };
  }
}
