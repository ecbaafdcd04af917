import sharp from 'sharp';

/** What link previews want (Facebook's and WhatsApp's large card): 1200x630, well under 300 KB. */
const WIDTH = 1200;
const HEIGHT = 630;
/** Each drawn picture is rasterized once per process; the bound keeps a crawl of every URL from growing memory. */
const KEPT = 200;

const kept = new Map<string, Promise<Buffer>>();

/**
 * A drawn SVG as the JPEG a link preview shows: cropped to 1200x630 from the centre. Kept by the
 * SVG itself, so a renamed product gets its new picture and the same one is never drawn twice.
 */
export function sharePictureJpeg(svg: string): Promise<Buffer> {
  const key = svg;
  const known = kept.get(key);
  if (known) return known;
  const made = sharp(Buffer.from(svg)).resize(WIDTH, HEIGHT, { fit: 'cover' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, made);
  made.catch(() => kept.delete(key));
  return made;
}
