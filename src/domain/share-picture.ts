// The server's drawn pictures (product artwork, blog covers) are SVG, which WhatsApp, Facebook and
// X do not show as a preview; the server answers the same path ending in .jpg with a 1200x630 JPEG.
const DRAWN_PICTURE = /^((?:https?:\/\/[^/]+)?\/media\/(?:products\/[^/?#]+\/[^/?#]+|blog\/[a-z0-9-]+))\.svg$/;

// A picture the studio uploaded is kept as WebP and JPEG at the same address but for the ending.
const UPLOADED_PICTURE = /^((?:https?:\/\/[^/]+)?\/media\/products\/[^/?#]+\/pictures\/pic_[a-f0-9]+-\d+)\.webp$/;

// A gallery picture's renditions ('x-wm-960.jpg') are 3:2; the server cuts its link preview to
// 1200x630 at the same address ending in -share.jpg.
const GALLERY_RENDITION = /^((?:https?:\/\/[^/]+)?\/media\/gallery\/[^/?#]+)-wm-\d+\.(?:jpg|webp)$/;

/**
 * The picture a page offers link previews (og:image): a drawn SVG's or an uploaded WebP's JPEG
 * twin, a gallery picture's 1200x630 cut, anything else as it is.
 */
export function sharePicture(src: string): string {
  const gallery = GALLERY_RENDITION.exec(src);
  if (gallery) return `${gallery[1]}-share.jpg`;
  const twin = DRAWN_PICTURE.exec(src) ?? UPLOADED_PICTURE.exec(src);
  return twin ? `${twin[1]}.jpg` : src;
}

/** A link preview wants a picture about 1200 px wide, and no heavier than it needs to be. */
export const SHARE_PICTURE_MAX_WIDTH = 1200;

/** The widest candidate of a `srcset` ('a.jpg 480w, b.jpg 960w') at most `maxWidth` wide; null when none is. */
export function widestUpTo(srcSet: string, maxWidth: number): string | null {
  let best: { url: string; width: number } | null = null;
  for (const candidate of srcSet.split(',')) {
    const match = /^(\S+)\s+(\d+)w$/.exec(candidate.trim());
    const width = Number(match?.[2]);
    if (match?.[1] && width <= maxWidth && (best === null || width > best.width)) best = { url: match[1], width };
  }
  return best?.url ?? null;
}
