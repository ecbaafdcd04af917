import sharp, { type OutputInfo } from 'sharp';
import { sniffImageType } from '../media/image-sniffing.ts';
import { MAX_PICTURE_PIXELS, NOT_A_PICTURE, PICTURE_TOO_LARGE, PICTURE_UNREADABLE } from '../media/picture-renditions.ts';
import { fullKey, LIST_WIDTHS, renditionKey, watermarkSvg, WIDEST_LIST_WIDTH } from './gallery-artwork.ts';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

export type PictureCheck =
  { readonly ok: true; readonly width: number; readonly height: number } | { readonly ok: false; readonly problem: string };

export interface GalleryFile {
  /** The file's name in the gallery's storage, e.g. `img_1-wm-480.webp`. */
  readonly name: string;
  readonly bytes: Buffer;
}

/**
 * Reads an uploaded picture's type from its first bytes and its size from its header, without
 * decoding it: a file that is not a JPEG, PNG or WebP, or claims more than 50 megapixels (a
 * decompression bomb), is refused here. The size is the upright one (EXIF orientations 5 to 8
 * turn the picture a quarter).
 */
export async function checkUploadedPicture(bytes: Uint8Array): Promise<PictureCheck> {
  const type = sniffImageType(bytes);
  if (!type || !ACCEPTED.has(type)) return { ok: false, problem: NOT_A_PICTURE };
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return { ok: false, problem: PICTURE_UNREADABLE };
    if (meta.width * meta.height > MAX_PICTURE_PIXELS) return { ok: false, problem: PICTURE_TOO_LARGE };
    const turned = (meta.orientation ?? 1) >= 5;
    return turned ? { ok: true, width: meta.height, height: meta.width } : { ok: true, width: meta.width, height: meta.height };
  } catch {
    return { ok: false, problem: PICTURE_UNREADABLE };
  }
}

async function watermarked(raw: { data: Buffer; info: OutputInfo }): Promise<GalleryRaw> {
  const { width, height, channels } = raw.info;
  const data = await sharp(raw.data, { raw: { width, height, channels } })
    .composite([{ input: Buffer.from(watermarkSvg(width, height)) }])
    .raw()
    .toBuffer();
  return { data, width, height, channels };
}

interface GalleryRaw {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
  readonly channels: OutputInfo['channels'];
}

/**
 * Makes an uploaded picture's files, the same kinds the seeded pictures have: a full-resolution
 * JPEG (for downloads only) and watermarked JPEG and WebP renditions in each list width. Each is
 * turned upright by its EXIF orientation and carries no metadata (sharp drops EXIF, GPS and ICC
 * unless asked to keep them). Each file is handed to `keep` as soon as it is made, so no more than
 * one is held at a time. Resolves to why the picture could not be made, or null.
 */
export async function renderUploadedPicture(
  id: string,
  bytes: Uint8Array,
  keep: (file: GalleryFile) => Promise<void>,
): Promise<string | null> {
  const checked = await checkUploadedPicture(bytes);
  if (!checked.ok) return checked.problem;
  let storing: unknown = null;
  const store = async (file: GalleryFile) => {
    try {
      await keep(file);
    } catch (error) {
      storing = error;
      throw error;
    }
  };
  const input = () => sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).rotate().flatten({ background: '#ffffff' });
  try {
    await store({ name: fullKey(id), bytes: await input().jpeg({ quality: 90 }).toBuffer() });
    // The widest rendition is decoded once; the narrower ones are made from it.
    const base = await input().resize({ width: WIDEST_LIST_WIDTH, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    for (const width of [...LIST_WIDTHS].reverse()) {
      const sized =
        width === WIDEST_LIST_WIDTH
          ? base
          : await sharp(base.data, { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } })
              .resize({ width: Math.min(width, base.info.width) })
              .raw()
              .toBuffer({ resolveWithObject: true });
      const marked = await watermarked(sized);
      const raw = { raw: { width: marked.width, height: marked.height, channels: marked.channels } };
      await store({ name: renditionKey(id, width, 'jpg'), bytes: await sharp(marked.data, raw).jpeg({ quality: 72 }).toBuffer() });
      await store({
        name: renditionKey(id, width, 'webp'),
        bytes: await sharp(marked.data, raw).webp({ quality: 62, effort: 1 }).toBuffer(),
      });
    }
    return null;
  } catch (error) {
    // A storage that fails is the server's trouble, not the picture's: it is not told as one.
    if (storing !== null) throw storing;
    if (error instanceof Error && /pixel limit/i.test(error.message)) return PICTURE_TOO_LARGE;
    return PICTURE_UNREADABLE;
  }
}

/** Every file name an uploaded picture may have in storage. */
export function uploadedPictureFiles(id: string): string[] {
  return [fullKey(id), ...LIST_WIDTHS.flatMap((width) => [renditionKey(id, width, 'jpg'), renditionKey(id, width, 'webp')])];
}
