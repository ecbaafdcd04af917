import type { GalleryImage } from './showcase-item.machine.ts';

/**
 * The showcase items built into the app: the collection page falls back to them when the
 * server's list does not hold the item asked for, or cannot be read. Loaded only then.
 */
export const STATIC_SHOWCASE: readonly GalleryImage[] = [
  {
    _id: 'showcase-canon-r6',
    title: 'Canon EOS R6 Mark II',
    description: 'Our everyday studio body, photographed on slate with a single strip light.',
    url: '/media/gallery/showcase-canon-r6-wm-960.jpg',
    img: '/media/gallery/showcase-canon-r6-wm-480.jpg',
    watermarkedUrl: '/media/gallery/showcase-canon-r6-wm-960.jpg',
    galleryType: 'productshowcase',
    category: {
      name: 'cameras',
      title: 'Cameras',
    },
    photographer: {
      name: 'Chidi Eze',
    },
    isLiked: false,
    likeCount: 0,
    relatedImages: [
      '/media/gallery/showcase-canon-r6-v1-wm-960.jpg',
      '/media/gallery/showcase-canon-r6-v2-wm-960.jpg',
      '/media/gallery/showcase-canon-r6-v3-wm-960.jpg',
    ],
    relatedRenditions: [
      {
        width: 960,
        height: 640,
        jpeg: '/media/gallery/showcase-canon-r6-v1-wm-480.jpg 480w, /media/gallery/showcase-canon-r6-v1-wm-960.jpg 960w',
        webp: '/media/gallery/showcase-canon-r6-v1-wm-480.webp 480w, /media/gallery/showcase-canon-r6-v1-wm-960.webp 960w',
      },
      {
        width: 960,
        height: 640,
        jpeg: '/media/gallery/showcase-canon-r6-v2-wm-480.jpg 480w, /media/gallery/showcase-canon-r6-v2-wm-960.jpg 960w',
        webp: '/media/gallery/showcase-canon-r6-v2-wm-480.webp 480w, /media/gallery/showcase-canon-r6-v2-wm-960.webp 960w',
      },
      {
        width: 960,
        height: 640,
        jpeg: '/media/gallery/showcase-canon-r6-v3-wm-480.jpg 480w, /media/gallery/showcase-canon-r6-v3-wm-960.jpg 960w',
        webp: '/media/gallery/showcase-canon-r6-v3-wm-480.webp 480w, /media/gallery/showcase-canon-r6-v3-wm-960.webp 960w',
      },
    ],
    price: null,
    productId: null,
    downloadCount: 0,
    renditions: {
      width: 960,
      height: 640,
      jpeg: '/media/gallery/showcase-canon-r6-wm-480.jpg 480w, /media/gallery/showcase-canon-r6-wm-960.jpg 960w',
      webp: '/media/gallery/showcase-canon-r6-wm-480.webp 480w, /media/gallery/showcase-canon-r6-wm-960.webp 960w',
    },
    createdAt: '2026-11-01T08:00:00.000Z',
  },
  {
    _id: 'showcase-sony-a7iv',
    title: 'Sony Alpha 7 IV',
    description: 'Compact full-frame camera for weddings, shot on a warm wooden table.',
    url: '/media/gallery/showcase-sony-a7iv-wm-960.jpg',
    img: '/media/gallery/showcase-sony-a7iv-wm-480.jpg',
    watermarkedUrl: '/media/gallery/showcase-sony-a7iv-wm-960.jpg',
    galleryType: 'productshowcase',
    category: {
      name: 'cameras',
      title: 'Cameras',
    },
    photographer: {
      name: 'Tolu Bakare',
    },
    isLiked: false,
    likeCount: 0,
    relatedImages: [
      '/media/gallery/showcase-sony-a7iv-v1-wm-960.jpg',
      '/media/gallery/showcase-sony-a7iv-v2-wm-960.jpg',
      '/media/gallery/showcase-sony-a7iv-v3-wm-960.jpg',
    ],
    relatedRenditions: [
      {
        width: 960,
        height: 640,
        jpeg: '/media/gallery/showcase-sony-a7iv-v1-wm-480.jpg 480w, /media/gallery/showcase-sony-a7iv-v1-wm-960.jpg 960w',
        webp: '/media/gallery/showcase-sony-a7iv-v1-wm-480.webp 480w, /media/gallery/showcase-sony-a7iv-v1-wm-960.webp 960w',
      },
      {
        width: 960,
        height: 640,
        jpeg: '/media/gallery/showcase-sony-a7iv-v2-wm-480.jpg 480w, /media/gallery/showcase-sony-a7iv-v2-wm-960.jpg 960w',
        webp: '/media/gallery/showcase-sony-a7iv-v2-wm-480.webp 480w, /media/gallery/showcase-sony-a7iv-v2-wm-960.webp 960w',
      },
      {
        width: 960,
        height: 640,
        jpeg: '/media/gallery/showcase-sony-a7iv-v3-wm-480.jpg 480w, /media/gallery/showcase-sony-a7iv-v3-wm-960.jpg 960w',
        webp: '/media/gallery/showcase-sony-a7iv-v3-wm-480.webp 480w, /media/gallery/showcase-sony-a7iv-v3-wm-960.webp 960w',
      },
    ],
    price: null,
    productId: null,
    downloadCount: 0,
    renditions: {
      width: 960,
      height: 640,
      jpeg: '/media/gallery/showcase-sony-a7iv-wm-480.jpg 480w, /media/gallery/showcase-sony-a7iv-wm-960.jpg 960w',
      webp: '/media/gallery/showcase-sony-a7iv-wm-480.webp 480w, /media/gallery/showcase-sony-a7iv-wm-960.webp 960w',
    },
    createdAt: '2026-11-01T07:00:00.000Z',
  },
];
