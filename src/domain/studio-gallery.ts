/** The studio's galleries: their categories, an upload's title, and the texts both sides tell. */

export type GalleryKind = 'humanstories' | 'productshowcase';

export interface GalleryCategory {
  readonly name: string;
  readonly title: string;
}

/** The categories a picture of each gallery can have; the first is a new upload's. */
export const GALLERY_CATEGORIES: Readonly<Record<GalleryKind, readonly GalleryCategory[]>> = {
  humanstories: [
    { name: 'portraits', title: 'Portraits' },
    { name: 'weddings', title: 'Weddings' },
    { name: 'street', title: 'Street Life' },
    { name: 'family', title: 'Family' },
    { name: 'culture', title: 'Culture & Festivals' },
    { name: 'fashion', title: 'Fashion' },
  ],
  productshowcase: [
    { name: 'cameras', title: 'Cameras' },
    { name: 'lighting', title: 'Lighting' },
    { name: 'backdrops', title: 'Backdrops' },
    { name: 'lifestyle', title: 'Lifestyle' },
  ],
};

export const GALLERY_NAMES: Readonly<Record<GalleryKind, string>> = {
  humanstories: 'Human Stories',
  productshowcase: 'Product Showcase',
};

export const MAX_GALLERY_TITLE = 120;
export const UNTITLED_PICTURE = 'Untitled picture';

/** The category of that name in the gallery; undefined for another gallery's or an unknown one. */
export function galleryCategory(kind: GalleryKind, name: string): GalleryCategory | undefined {
  return GALLERY_CATEGORIES[kind].find((category) => category.name === name);
}

/** A new upload's title: its file name without the ending, dashes and underscores as spaces, at most 120 characters. */
export function titleFromFileName(fileName: string): string {
  const title = fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_GALLERY_TITLE)
    .trim();
  return title || UNTITLED_PICTURE;
}

/** The ids after moving one a place earlier (-1) or later (+1); null when it cannot move that way. */
export function movedGalleryOrder(ids: readonly string[], id: string, step: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const moved = [...ids];
  moved[from] = ids[to] as string;
  moved[to] = id;
  return moved;
}

export const STUDIO_GALLERY_TEXT = {
  pictureRequired: 'Please choose a picture to upload',
  listEveryPicture: 'Please list every picture of the gallery once',
  notReady: 'This picture is not ready yet',
  unknownCategory: 'Please choose one of the gallery’s categories',
  relatedOfGallery: 'Related pictures must be other pictures of the same gallery',
  showcaseOnly: 'Only showcase pictures show a product and related pictures',
  uploaded: 'Picture uploaded; it is being processed',
  saved: 'Picture saved',
  published: 'Picture published',
  unpublished: 'Picture unpublished',
  reordered: 'Pictures reordered',
  deleted: 'Picture deleted',
} as const;

/** How the studio tells a picture's processing state. */
export function galleryStateText(state: 'processing' | 'ready' | 'failed', problem: string | null): string {
  if (state === 'processing') return 'Processing…';
  if (state === 'failed') return `Failed: ${problem ?? 'unknown reason'}`;
  return 'Ready';
}
