/** Gallery rules: likes, related images, collections, file names. */

export const MAX_RELATED_IMAGES = 8;
export const MAX_STACKED_THUMBNAILS = 4;
export const SHOWCASE_HERO_ITEMS = 6;

export type Likeable = { isLiked: boolean; likeCount: number };

/** The optimistic flip: liked state and count change at once; the count never goes below 0. */
export function toggleLike(state: Likeable): Likeable {
  return state.isLiked
    ? { isLiked: false, likeCount: Math.max(0, state.likeCount - 1) }
    : { isLiked: true, likeCount: state.likeCount + 1 };
}

export type CategorisedImage = { _id: string; category?: { title?: string | null } | null };

/** Up to 8 other images with the same category title. */
export function relatedImages<I extends CategorisedImage>(images: readonly I[], current: CategorisedImage): I[] {
  const title = current.category?.title;
  return images
    .filter((image) => image._id !== current._id && title != null && image.category?.title === title)
    .slice(0, MAX_RELATED_IMAGES);
}

export type ImageSource = 'human-stories' | 'product-showcase';

/** The list the image page steps through: the source's own list, or all images for an unknown source. */
export function imagesForSource<I>(source: string, lists: Readonly<Record<ImageSource, readonly I[]>>): I[] {
  if (source === 'human-stories' || source === 'product-showcase') return [...lists[source]];
  return [...lists['human-stories'], ...lists['product-showcase']];
}

/** Downloads are saved as '{title}.jpg', 'image.jpg' without a title. */
export function downloadFileName(title: string | null | undefined): string {
  const name = title?.trim();
  return `${name ? name : 'image'}.jpg`;
}

/** The floating switch on gallery paths: human stories ↔ product showcase; null elsewhere. */
export function gallerySwitchTarget(pathname: string): '/productshowcase' | '/humanstories' | null {
  if (pathname.includes('human')) return '/productshowcase';
  if (pathname.includes('product')) return '/humanstories';
  return null;
}

/** The image that covers a collection: its last one. */
export function collectionCoverImage<I>(collection: { images?: readonly I[] | null }): I | undefined {
  return collection.images?.at(-1);
}

/** A collection's cover is its last image's watermarked URL. */
export function collectionCover(collection: { images?: readonly { watermarkedUrl?: string | null }[] | null }): string | undefined {
  return collectionCoverImage(collection)?.watermarkedUrl ?? undefined;
}

/** A showcase modal steps through the related images, or the main image when there are none. */
export function showcaseModalImages(item: { url: string; relatedImages?: readonly string[] | null }): string[] {
  const related = item.relatedImages ?? [];
  return related.length > 0 ? [...related] : [item.url];
}

export function stackedThumbnails(relatedImages: readonly string[] | null | undefined): string[] {
  return (relatedImages ?? []).slice(0, MAX_STACKED_THUMBNAILS);
}

/** The gallery's texts; quoted exactly. */
export const GALLERY_TEXT = {
  loadingStories: 'Loading stories...',
  storiesFailed: 'Failed to load stories.',
  loadingShowcase: 'Loading images...',
  showcaseEmpty: 'No product showcase images found.',
  showcaseItemMissing: 'Gallery item not found.',
  imageMissing: 'Image not found',
  noRelated: 'No related images found',
  linkCopied: 'Link copied to clipboard!',
  downloadFailed: 'Failed to download image',
  createFailed: 'Failed to create collection',
  addFailed: 'Failed to add to collection',
  added: 'Added to collection',
  /** Logged, not shown, when a like is tried without a token. */
  noTokenLog: 'No token found, user may not be logged in.',
} as const;

/** Stories autoplay every 4 s, each move taking 3 s; the showcase hero every 4.5 s with a 1.5 s fade. */
export const STORIES_AUTOPLAY_MS = 4000;
export const STORIES_TRANSITION_MS = 3000;
export const SHOWCASE_AUTOPLAY_MS = 4500;
export const SHOWCASE_FADE_MS = 1500;
/**
 * How wide a hero carousel draws its picture (the `sizes` of its srcset). The server's preload
 * hint for /humanstories repeats it, so the browser fetches early the very rendition the page uses.
 */
export const GALLERY_HERO_SIZES = '(min-width: 75rem) 75rem, 100vw';
/** Recent Shots on the single image page, one page at a time. */
export const RECENT_SHOTS_PAGE_SIZE = 8;
/** Human Stories and Product Showcase read their whole list in one answer: the contract allows up to 100 a page. */
export const GALLERY_WHOLE_LIST = 100;

/** 'Error: {message}' when the image fetch fails. */
export function imageErrorText(message: string): string {
  return `Error: ${message}`;
}

export function pageOfLabel(page: number, totalPages: number): string {
  return `Page ${page} of ${Math.max(totalPages, 1)}`;
}

export function createdCollectionMessage(name: string): string {
  return `Created ${name} collection`;
}

export function addedToCollectionMessage(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Added to ${trimmed} collection` : GALLERY_TEXT.added;
}

/** A collection name is usable once it has something besides spaces. */
export function isCollectionNameValid(name: string): boolean {
  return name.trim() !== '';
}

/** The slide numbers of a carousel: '3 / 24'. */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} / ${count}`;
}

/** What the stories list asks GET /gallery for: a page, and the category and search the address gives. */
export type StoriesQuery = { page: number; category?: string; search?: string };

const SEARCH_MAX_LENGTH = 100;

/**
 * The stories query from the page's address (/humanstories?category=weddings&search=lagos&page=2):
 * page 1 unless a whole number above 0 is given; blank texts left out; the search cut to the 100
 * characters the server takes.
 */
export function storiesQuery(params: { get(name: string): string | null }): StoriesQuery {
  const page = Number(params.get('page'));
  const category = params.get('category')?.trim();
  const search = params.get('search')?.trim().slice(0, SEARCH_MAX_LENGTH);
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    ...(category ? { category } : {}),
    ...(search ? { search } : {}),
  };
}
