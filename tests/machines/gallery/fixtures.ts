import { createActor, fromTransition } from 'xstate';
import type { components } from '../../../src/api/schema.gen.ts';

type GalleryImage = components['schemas']['GalleryImage'];

/** A stand-in for the session actor: only its token is read. */
export function sessionWith(token: string | null) {
  return createActor(fromTransition((state: { token: string | null }) => state, { token })).start();
}

/** A related picture's renditions as the server answers them: '/r1.jpg' has '/r1-480.jpg' too. */
export function relatedRenditionsOf(url: string) {
  const at = (width: number, format: string) => url.replace(/\.jpg$/, width === 960 ? `.${format}` : `-${width}.${format}`);
  return {
    width: 960,
    height: 640,
    jpeg: `${at(480, 'jpg')} 480w, ${at(960, 'jpg')} 960w`,
    webp: `${at(480, 'webp')} 480w, ${at(960, 'webp')} 960w`,
  };
}

export function galleryImage(id: string, overrides: Partial<GalleryImage> = {}): GalleryImage {
  return {
    relatedRenditions: (overrides.relatedImages ?? []).map(relatedRenditionsOf),
    _id: id,
    title: `Title ${id}`,
    description: `About ${id}`,
    url: `/media/gallery/${id}-wm-960.jpg`,
    img: `/media/gallery/${id}-wm-480.jpg`,
    watermarkedUrl: `/media/gallery/${id}-wm-960.jpg`,
    galleryType: 'humanstories',
    category: { name: 'portraits', title: 'Portraits' },
    photographer: { name: 'Kunle Adeyemi' },
    isLiked: false,
    likeCount: 2,
    relatedImages: [],
    price: null,
    productId: null,
    downloadCount: 0,
    renditions: {
      width: 960,
      height: 640,
      jpeg: `/media/gallery/${id}-wm-480.jpg 480w, /media/gallery/${id}-wm-960.jpg 960w`,
      webp: `/media/gallery/${id}-wm-480.webp 480w, /media/gallery/${id}-wm-960.webp 960w`,
    },
    createdAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

/** A promise the test settles by hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
