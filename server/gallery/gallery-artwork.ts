import sharp from 'sharp';
import { STUDIO_NAME } from '../../src/domain/studio.ts';
import { escapeMarkup } from '../platform/escape-markup.ts';

/**
 * The demo portfolio's pictures, drawn as SVG and encoded with sharp when first asked for: a full JPEG
 * for downloads, and watermarked JPEG and WebP renditions in two widths for the pages. A picture
 * carries no words of its own: the pages caption it in HTML, where a card can wrap or shorten the
 * text; the only letters drawn are the watermark, the studio's name.
 */

export const FULL_WIDTH = 960;
export const FULL_HEIGHT = 640;
/** The widest rendition: a picture's own address, and what its link preview is cut from. */
export const WIDEST_LIST_WIDTH = 960;
export const LIST_WIDTHS = [480, WIDEST_LIST_WIDTH] as const;

export interface Artwork {
  /** Picks colours and shapes, so every picture looks different but the same on every run. */
  readonly seed: number;
}

export interface Rendition {
  readonly key: string;
  readonly contentType: 'image/jpeg' | 'image/webp';
  readonly isPublic: boolean;
  readonly data: Uint8Array;
}

export function artworkSvg({ seed }: Artwork): string {
  const hue = (seed * 47) % 360;
  const second = (hue + 60 + (seed % 5) * 20) % 360;
  const shapes = Array.from({ length: 4 }, (_, index) => {
    const x = 120 + ((seed * 131 + index * 211) % 720);
    const y = 110 + ((seed * 71 + index * 97) % 360);
    const r = 50 + ((seed * 13 + index * 29) % 110);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsla(${(hue + index * 40) % 360},70%,${60 + index * 6}%,0.35)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${FULL_WIDTH}" height="${FULL_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},55%,42%)"/><stop offset="1" stop-color="hsl(${second},50%,18%)"/></linearGradient></defs>
<rect width="${FULL_WIDTH}" height="${FULL_HEIGHT}" fill="url(#g)"/>${shapes}
</svg>`;
}

/**
 * The studio's name three times across a picture of the given size, on a slant; the letters grow
 * with the picture's width, so every rendition is marked alike.
 */
export function watermarkSvg(width: number = FULL_WIDTH, height: number = FULL_HEIGHT): string {
  const name = escapeMarkup(STUDIO_NAME);
  const scale = width / FULL_WIDTH;
  const lines = [-90, 10, 110]
    .map(
      (offset) =>
        `<text x="${width / 2}" y="${Math.round(height / 2 + offset * scale)}" font-size="${Math.max(8, Math.round(64 * scale))}">${name}</text>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<g transform="rotate(-24 ${width / 2} ${height / 2})" font-family="DejaVu Sans, sans-serif" font-weight="700" fill="rgba(255,255,255,0.32)" text-anchor="middle">
${lines}
</g></svg>`;
}

let watermark: Promise<Buffer> | undefined;
function watermarkPng(): Promise<Buffer> {
  watermark ??= sharp(Buffer.from(watermarkSvg())).png().toBuffer();
  return watermark;
}

export function renditionKey(base: string, width: number, format: 'jpg' | 'webp'): string {
  return `${base}-wm-${width}.${format}`;
}

/** The picture a rendition's key belongs to ('x-v1-wm-960.jpg' -> 'x-v1'); null for another key. */
export function renditionBase(key: string): string | null {
  return /^(.+)-wm-\d+\.(?:jpg|webp)$/.exec(key)?.[1] ?? null;
}

/**
 * The picture a link preview's key belongs to ('x-share.jpg' -> 'x'); null for another key. The
 * preview (1200x630) is cut from the picture's widest rendition when first asked for.
 */
export function shareKeyBase(key: string): string | null {
  return /^(.+)-share\.jpg$/.exec(key)?.[1] ?? null;
}

export function fullKey(base: string): string {
  return `${base}-full.jpg`;
}

/** The picture a full picture's key belongs to ('x-full.jpg' -> 'x'); null for another key. */
export function fullKeyBase(key: string): string | null {
  return /^(.+)-full\.jpg$/.exec(key)?.[1] ?? null;
}

/** The keys of the files `renderArtwork` makes for one picture, in the order it makes them. */
export function artworkFileKeys(base: string, options: { main: boolean }): string[] {
  const renditions = LIST_WIDTHS.flatMap((width) => [renditionKey(base, width, 'jpg'), renditionKey(base, width, 'webp')]);
  return options.main ? [fullKey(base), ...renditions] : renditions;
}

/**
 * Every file of one picture under `base`: `{base}-full.jpg` (private, only with `main`: the extra
 * pictures of a showcase item are not downloaded), and `{base}-wm-{width}.jpg` and `.webp` for each
 * list width, so every picture is drawn with the same `srcset`s.
 */
export async function renderArtwork(base: string, artwork: Artwork, options: { main: boolean }): Promise<Rendition[]> {
  const { data, info } = await sharp(Buffer.from(artworkSvg(artwork)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const marked = await sharp(data, raw)
    .composite([{ input: await watermarkPng() }])
    .raw()
    .toBuffer();
  const files: Rendition[] = [];
  if (options.main) {
    files.push({
      key: fullKey(base),
      contentType: 'image/jpeg',
      isPublic: false,
      data: await sharp(data, raw).jpeg({ quality: 82 }).toBuffer(),
    });
  }
  for (const width of LIST_WIDTHS) {
    const resized = sharp(marked, raw).resize(width);
    files.push({
      key: renditionKey(base, width, 'jpg'),
      contentType: 'image/jpeg',
      isPublic: true,
      data: await resized.clone().jpeg({ quality: 72 }).toBuffer(),
    });
    files.push({
      key: renditionKey(base, width, 'webp'),
      contentType: 'image/webp',
      isPublic: true,
      data: await resized.clone().webp({ quality: 62, effort: 1 }).toBuffer(),
    });
  }
  return files;
}
