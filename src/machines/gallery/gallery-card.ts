import type { components } from '../../api/schema.gen.ts';
import { SHARE_PICTURE_MAX_WIDTH, sharePicture, widestUpTo } from '../../domain/share-picture.ts';

type GalleryImage = components['schemas']['GalleryImage'];

/** A picture as the pages draw it: sources for `srcset`, its size (so nothing shifts) and its text alternative. */
export interface PictureView {
  readonly src: string;
  readonly srcSet: string;
  readonly webpSrcSet: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** One gallery image in a list, grid or lightbox. */
export interface GalleryCard {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly categoryTitle: string;
  readonly photographer: string;
  readonly picture: PictureView;
}

export function pictureOf(image: GalleryImage): PictureView {
  return {
    src: image.img,
    srcSet: image.renditions.jpeg,
    webpSrcSet: image.renditions.webp,
    width: image.renditions.width,
    height: image.renditions.height,
    alt: image.title,
  };
}

/** The picture a page offers link previews: a gallery picture's 1200x630 cut, else its widest JPEG rendition a preview can use. */
export function sharePictureOf(picture: PictureView): string {
  return sharePicture(widestUpTo(picture.srcSet, SHARE_PICTURE_MAX_WIDTH) ?? picture.src);
}

/** An image's related pictures with their renditions, named '{title}, view {n}'. */
function relatedPictures(image: GalleryImage): PictureView[] {
  return image.relatedImages.map((url, index) => {
    const renditions = image.relatedRenditions[index] ?? { ...image.renditions, jpeg: '', webp: '' };
    return {
      src: url,
      srcSet: renditions.jpeg,
      webpSrcSet: renditions.webp,
      width: renditions.width,
      height: renditions.height,
      alt: `${image.title}, view ${index + 1}`,
    };
  });
}

/**
 * The pictures for addresses a domain rule picked among an image's own (its related pictures, or
 * the image itself, e.g. showcaseModalImages), each with its renditions and its text alternative.
 */
export function picturesOf(image: GalleryImage, urls: readonly string[]): PictureView[] {
  const related = relatedPictures(image);
  return urls.map((url) => related.find((picture) => picture.src === url) ?? { ...pictureOf(image), src: url });
}

export function cardOf(image: GalleryImage): GalleryCard {
  return {
    id: image._id,
    title: image.title,
    description: image.description,
    categoryTitle: image.category.title,
    photographer: image.photographer.name,
    picture: pictureOf(image),
  };
}
