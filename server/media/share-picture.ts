import sharp from 'sharp';

/** What link previews want (Facebook's and WhatsApp's large card): 1200x630, well under 300 KB. */
const WIDTH = 1200;
const HEIGHT = 630;
/** Each picture is encoded once per process; the bound keeps a crawl of every URL from growing memory. */
const KEPT = 200;

const kept = new Map<string, Promise<Buffer>>();

/** The picture cropped to 1200x630 from the centre, as a JPEG, made once for its key: a kept one reads no picture. */
function keptSharePicture(key: string, picture: () => Promise<Uint8Array>): Promise<Buffer> {
  const known = kept.get(key);
  if (known) return known;
  const made = picture().then((bytes) =>
    sharp(bytes).resize(WIDTH, HEIGHT, { fit: 'cover' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
  );
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, made);
  made.catch(() => kept.delete(key));
  return made;
}

/**
 * A drawn SVG as the JPEG a link preview shows. Kept by the SVG itself, so a renamed product gets
 * its new picture and the same one is never drawn twice.
 */
export function sharePictureJpeg(svg: string): Promise<Buffer> {
  return keptSharePicture(svg, async () => Buffer.from(svg));
}

/**
 * A stored picture's link preview, kept by the picture's key: a picture under a key never changes.
 * A 960 px rendition is enlarged a little to fill the card; previews are shown small.
 */
export function sharePictureOfPicture(key: string, picture: () => Promise<Uint8Array>): Promise<Buffer> {
  return keptSharePicture(`picture:${key}`, picture);
}
