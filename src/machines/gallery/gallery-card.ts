import type { components } from '../../api/schema.gen.ts';

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

/** A related picture is only an address; it has the size of every gallery picture. */
export function plainPicture(url: string, alt: string, size: { width: number; height: number }): PictureView {
  return { src: url, srcSet: '', webpSrcSet: '', width: size.width, height: size.height, alt };
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
