import { describe, expect, it } from 'vitest';
import { cardOf, pictureOf, picturesOf, sharePictureOf } from '../../../src/machines/gallery/gallery-card.ts';
import { galleryImage } from './fixtures.ts';

describe('pictureOf and cardOf', () => {
  it('draws an image from its own renditions, named by its title', () => {
    const image = galleryImage('a');
    expect(pictureOf(image)).toEqual({
      src: '/media/gallery/a-wm-480.jpg',
      srcSet: '/media/gallery/a-wm-480.jpg 480w, /media/gallery/a-wm-960.jpg 960w',
      webpSrcSet: '/media/gallery/a-wm-480.webp 480w, /media/gallery/a-wm-960.webp 960w',
      width: 960,
      height: 640,
      alt: 'Title a',
    });
    expect(cardOf(image)).toEqual({
      id: 'a',
      title: 'Title a',
      description: 'About a',
      categoryTitle: 'Portraits',
      photographer: 'Kunle Adeyemi',
      picture: pictureOf(image),
    });
  });
});

describe('picturesOf', () => {
  it("draws related pictures with their renditions as '{title}, view {n}', and the image itself for its own address", () => {
    const image = galleryImage('a', { relatedImages: ['/r1.jpg', '/r2.jpg'] });
    expect(picturesOf(image, ['/r2.jpg', '/media/gallery/a-wm-960.jpg'])).toEqual([
      {
        src: '/r2.jpg',
        srcSet: '/r2-480.jpg 480w, /r2.jpg 960w',
        webpSrcSet: '/r2-480.webp 480w, /r2.webp 960w',
        width: 960,
        height: 640,
        alt: 'Title a, view 2',
      },
      { ...pictureOf(image), src: '/media/gallery/a-wm-960.jpg' },
    ]);
  });

  it("gives a related picture the server sent no renditions for the image's size and no srcset", () => {
    const image = galleryImage('a', {
      relatedImages: ['/r1.jpg', '/r2.jpg'],
      relatedRenditions: [],
      renditions: { width: 1200, height: 800, jpeg: '/a-480.jpg 480w', webp: '/a-480.webp 480w' },
    });
    expect(picturesOf(image, ['/r1.jpg', '/r2.jpg'])).toEqual([
      { src: '/r1.jpg', srcSet: '', webpSrcSet: '', width: 1200, height: 800, alt: 'Title a, view 1' },
      { src: '/r2.jpg', srcSet: '', webpSrcSet: '', width: 1200, height: 800, alt: 'Title a, view 2' },
    ]);
  });
});

describe('sharePictureOf', () => {
  it("offers link previews a gallery picture's 1200x630 cut, else the widest JPEG rendition up to 1200 px, else the picture itself", () => {
    const picture = pictureOf(galleryImage('a'));
    expect(sharePictureOf(picture)).toBe('/media/gallery/a-share.jpg');
    expect(sharePictureOf({ ...picture, srcSet: '' })).toBe('/media/gallery/a-share.jpg');
    expect(sharePictureOf({ ...picture, srcSet: '/a-480.jpg 480w, /a-1600.jpg 1600w' })).toBe('/a-480.jpg');
    expect(sharePictureOf({ ...picture, src: '/b.jpg', srcSet: '' })).toBe('/b.jpg');
  });
});
