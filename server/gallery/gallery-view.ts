import type { components } from '../../src/api/schema.gen.ts';
import { LIST_WIDTHS, renditionBase, renditionKey, WIDEST_LIST_WIDTH } from './gallery-artwork.ts';

export type GalleryImageBody = components['schemas']['GalleryImage'];

export interface GalleryImageRow {
  id: string;
  gallery_type: 'humanstories' | 'productshowcase';
  title: string;
  description: string;
  category_name: string;
  category_title: string;
  photographer: string;
  product_id: string | null;
  price: number | null;
  related_images: string[];
  width: number;
  height: number;
  download_count: number;
  created_at: Date | string;
  likes: string[];
}

/** The columns galleryImageView reads; `g` is gallery_images, and likes and price come along. */
export const GALLERY_IMAGE_COLUMNS = `g.id, g.gallery_type, g.title, g.description, g.category_name, g.category_title, g.photographer,
  g.product_id, p.final_price as price, g.related_images, g.width, g.height, g.download_count, g.created_at,
  coalesce((select array_agg(l.user_id order by l.created_at, l.user_id) from gallery_likes l where l.image_id = g.id), '{}') as likes`;

export const GALLERY_IMAGE_FROM = 'gallery_images g left join products p on p.id = g.product_id';

/** What the public may see of `g`: published pictures whose renditions are made. */
export const PUBLIC_IMAGE = "g.published and g.state = 'ready'";

/** The gallery's order: the studio's (position), new uploads first, then the newest first (seq breaks ties). */
export const GALLERY_ORDER = 'g.position, g.created_at desc, g.seq desc';

function mediaUrl(key: string): string {
  return `/media/gallery/${key}`;
}

function srcset(id: string, format: 'jpg' | 'webp'): string {
  return LIST_WIDTHS.map((width) => `${mediaUrl(renditionKey(id, width, format))} ${width}w`).join(', ');
}

type Renditions = GalleryImageBody['renditions'];

/**
 * A related picture's renditions: the seed renders each in every list width and format, like the
 * image itself, and at its size. An address that is not one of ours is its only rendition.
 */
function relatedRenditions(url: string, size: { width: number; height: number }): Renditions {
  const base = url.startsWith(mediaUrl('')) ? renditionBase(url.slice(mediaUrl('').length)) : null;
  if (base === null) return { ...size, jpeg: `${url} ${size.width}w`, webp: '' };
  return { ...size, jpeg: srcset(base, 'jpg'), webp: srcset(base, 'webp') };
}

/** An image as the contract shapes it; isLiked is the viewer's (false for a visitor). */
export function galleryImageView(row: GalleryImageRow, viewerId: string | null): GalleryImageBody {
  const smallest = LIST_WIDTHS[0] ?? row.width;
  const large = mediaUrl(renditionKey(row.id, WIDEST_LIST_WIDTH, 'jpg'));
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    url: large,
    img: mediaUrl(renditionKey(row.id, smallest, 'jpg')),
    watermarkedUrl: large,
    galleryType: row.gallery_type,
    category: { name: row.category_name, title: row.category_title },
    photographer: { name: row.photographer },
    isLiked: viewerId !== null && row.likes.includes(viewerId),
    likeCount: row.likes.length,
    relatedImages: row.related_images,
    relatedRenditions: row.related_images.map((url) => relatedRenditions(url, { width: row.width, height: row.height })),
    price: row.product_id === null ? null : row.price,
    productId: row.price === null ? null : row.product_id,
    downloadCount: row.download_count,
    renditions: { width: row.width, height: row.height, jpeg: srcset(row.id, 'jpg'), webp: srcset(row.id, 'webp') },
    createdAt: new Date(row.created_at).toISOString(),
  };
}
