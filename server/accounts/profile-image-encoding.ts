import sharp from 'sharp';
import { bmpPixels } from '../media/bmp-pixels.ts';

/** A profile picture is shown small; this is enough for any screen's avatar. */
export const PROFILE_IMAGE_SIDE = 512;
// A 5 MB upload can still claim huge dimensions (a decompression bomb); refuse before decoding.
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The uploaded picture decoded and encoded anew, turned upright and at most 512 px a side.
 * Profile pictures are public, and a phone's photo carries EXIF: the camera, the time and the
 * GPS position of the customer's home. Re-encoding writes pixels only, so none of it (nor
 * anything hidden after the image data) is ever served. Null when the bytes do not decode.
 */
export async function reencodeProfileImage(bytes: Uint8Array, type: string): Promise<{ contentType: string; data: Uint8Array } | null> {
  try {
    const image = type === 'image/bmp' ? fromBmp(bytes) : sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    if (!image) return null;
    const { hasAlpha } = await image.metadata();
    // rotate() applies the EXIF orientation to the pixels before the EXIF is dropped.
    const upright = image.rotate().resize(PROFILE_IMAGE_SIDE, PROFILE_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true });
    if (hasAlpha) return { contentType: 'image/png', data: new Uint8Array(await upright.png().toBuffer()) };
    return { contentType: 'image/jpeg', data: new Uint8Array(await upright.jpeg({ quality: 85 }).toBuffer()) };
  } catch {
    return null;
  }
}

function fromBmp(bytes: Uint8Array): ReturnType<typeof sharp> | null {
  const pixels = bmpPixels(bytes);
  if (!pixels) return null;
  return sharp(pixels.data, {
    raw: { width: pixels.width, height: pixels.height, channels: pixels.channels },
    limitInputPixels: MAX_INPUT_PIXELS,
  });
}
