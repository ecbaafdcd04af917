import { describe, expect, it } from 'vitest';
import {
  storiesQuery,
  STORIES_TRANSITION_MS,
  addedToCollectionMessage,
  collectionCover,
  collectionCoverImage,
  createdCollectionMessage,
  GALLERY_HERO_SIZES,
  GALLERY_TEXT,
  imageErrorText,
  isCollectionNameValid,
  pageOfLabel,
  slideLabel,
  downloadFileName,
  gallerySwitchTarget,
  imagesForSource,
  MAX_RELATED_IMAGES,
  relatedImages,
  SHOWCASE_HERO_ITEMS,
  showcaseModalImages,
  stackedThumbnails,
  toggleLike,
} from '../../src/domain/gallery.ts';

describe('likes', () => {
  it('flips the state and the count at once', () => {
    expect(toggleLike({ isLiked: false, likeCount: 3 })).toEqual({ isLiked: true, likeCount: 4 });
    expect(toggleLike({ isLiked: true, likeCount: 3 })).toEqual({ isLiked: false, likeCount: 2 });
    expect(toggleLike({ isLiked: true, likeCount: 0 })).toEqual({ isLiked: false, likeCount: 0 });
  });
});

describe('relatedImages', () => {
  const image = (id: string, title?: string) => ({ _id: id, category: title === undefined ? null : { title } });

  it('keeps up to 8 others with the same category title', () => {
    expect(MAX_RELATED_IMAGES).toBe(8);
    const current = image('a', 'Portraits');
    const all = [current, ...Array.from({ length: 10 }, (_, i) => image(`p${i}`, 'Portraits')), image('x', 'Food')];
    const related = relatedImages(all, current);
    expect(related.map((item) => item._id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
  });

  it('skips other and missing categories', () => {
    const current = image('a', 'Portraits');
    const all = [current, image('n'), image('f', 'Food'), image('p', 'Portraits')];
    expect(relatedImages(all, current).map((item) => item._id)).toEqual(['p']);
  });

  it('matches nothing for an uncategorised image', () => {
    const current = image('a');
    const all = [current, image('b'), image('c', 'Food')];
    expect(relatedImages(all, current)).toEqual([]);
    expect(relatedImages(all, { _id: 'z', category: { title: null } })).toEqual([]);
  });
});

describe('imagesForSource', () => {
  const lists = { 'human-stories': ['h1', 'h2'], 'product-showcase': ['p1'] };

  it('steps through the source’s own list, else all images', () => {
    expect(imagesForSource('human-stories', lists)).toEqual(['h1', 'h2']);
    expect(imagesForSource('product-showcase', lists)).toEqual(['p1']);
    expect(imagesForSource('elsewhere', lists)).toEqual(['h1', 'h2', 'p1']);
  });
});

describe('file names and paths', () => {
  it('saves downloads as {title}.jpg', () => {
    expect(downloadFileName('Golden Hour')).toBe('Golden Hour.jpg');
    expect(downloadFileName(' ')).toBe('image.jpg');
    expect(downloadFileName(null)).toBe('image.jpg');
  });

  it('switches between the two galleries', () => {
    expect(gallerySwitchTarget('/humanstories')).toBe('/productshowcase');
    expect(gallerySwitchTarget('/image/human-stories/3')).toBe('/productshowcase');
    expect(gallerySwitchTarget('/productshowcase')).toBe('/humanstories');
    expect(gallerySwitchTarget('/shop')).toBeNull();
  });
});

describe('collections and showcase', () => {
  it('covers a collection with its last image’s watermarked URL', () => {
    expect(collectionCover({ images: [{ watermarkedUrl: 'a.jpg' }, { watermarkedUrl: 'b.jpg' }, { watermarkedUrl: 'c.jpg' }] })).toBe(
      'c.jpg',
    );
    expect(collectionCover({ images: [{ watermarkedUrl: null }] })).toBeUndefined();
    expect(collectionCover({ images: [] })).toBeUndefined();
    expect(collectionCover({})).toBeUndefined();
  });

  it('takes the last image as the cover image, none for an empty collection', () => {
    expect(collectionCoverImage({ images: [{ title: 'First' }, { title: 'Last' }] })).toEqual({ title: 'Last' });
    expect(collectionCoverImage({ images: [] })).toBeUndefined();
    expect(collectionCoverImage({})).toBeUndefined();
  });

  it('steps the modal through related images, else the main image', () => {
    expect(showcaseModalImages({ url: 'main.jpg', relatedImages: ['r1.jpg', 'r2.jpg'] })).toEqual(['r1.jpg', 'r2.jpg']);
    expect(showcaseModalImages({ url: 'main.jpg', relatedImages: [] })).toEqual(['main.jpg']);
    expect(showcaseModalImages({ url: 'main.jpg' })).toEqual(['main.jpg']);
  });

  it('stacks up to 4 thumbnails and heroes the first 6 items', () => {
    expect(stackedThumbnails(['1', '2', '3', '4', '5'])).toEqual(['1', '2', '3', '4']);
    expect(stackedThumbnails(null)).toEqual([]);
    expect(SHOWCASE_HERO_ITEMS).toBe(6);
  });
});

describe('gallery texts and small rules', () => {
  it('says the spec words', () => {
    expect(imageErrorText('offline')).toBe('Error: offline');
    expect(pageOfLabel(2, 5)).toBe('Page 2 of 5');
    expect(pageOfLabel(1, 0)).toBe('Page 1 of 1');
    expect(createdCollectionMessage('Lagos')).toBe('Created Lagos collection');
    expect(addedToCollectionMessage('Lagos')).toBe('Added to Lagos collection');
    expect(addedToCollectionMessage('  ')).toBe('Added to collection');
    expect(addedToCollectionMessage(null)).toBe('Added to collection');
    expect(slideLabel(0, 24)).toBe('1 / 24');
    expect(GALLERY_TEXT).toMatchObject({
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
    });
  });

  it('accepts a collection name only when it is not blank', () => {
    expect(isCollectionNameValid('')).toBe(false);
    expect(isCollectionNameValid(' \t ')).toBe(false);
    expect(isCollectionNameValid(' a ')).toBe(true);
  });
});

describe('GALLERY_HERO_SIZES', () => {
  it('says the hero is drawn across the screen up to the page width (75rem)', () => {
    // The page's <picture> and the server's preload hint both use it: they must name one file.
    expect(GALLERY_HERO_SIZES).toBe('(min-width: 75rem) 75rem, 100vw');
  });
});

describe('storiesQuery', () => {
  const from = (search: string) => storiesQuery(new URLSearchParams(search));

  it('asks for page 1 without anything in the address', () => {
    expect(from('')).toEqual({ page: 1 });
  });

  it('takes the page, category and search of the address, trimmed', () => {
    expect(from('page=3&category=%20Weddings%20&search=%20lagos%20')).toEqual({ page: 3, category: 'Weddings', search: 'lagos' });
  });

  it('reads page 1 for a page that is not a whole number above 0, and leaves blank texts out', () => {
    expect(from('page=0&category=%20&search=')).toEqual({ page: 1 });
    expect(from('page=-2')).toEqual({ page: 1 });
    expect(from('page=1.5')).toEqual({ page: 1 });
    expect(from('page=two')).toEqual({ page: 1 });
  });

  it('cuts the search to the 100 characters the server takes', () => {
    expect(from(`search=${'a'.repeat(101)}`).search).toBe('a'.repeat(100));
    expect(from(`search=${'a'.repeat(100)}`).search).toBe('a'.repeat(100));
  });

  it('moves the stories carousel in 3 s', () => {
    expect(STORIES_TRANSITION_MS).toBe(3000);
  });
});
