import { describe, expect, it } from 'vitest';
import { SHARE_PICTURE_MAX_WIDTH, sharePicture, widestUpTo } from '../../src/domain/share-picture.ts';

describe('sharePicture', () => {
  it('gives a drawn product or blog picture its JPEG twin, with or without the origin', () => {
    expect(sharePicture('/media/products/muslin-backdrop-3x6/1.svg')).toBe('/media/products/muslin-backdrop-3x6/1.jpg');
    expect(sharePicture('/media/products/p1/variant-9.svg')).toBe('/media/products/p1/variant-9.jpg');
    expect(sharePicture('https://shop.test/media/blog/golden-hour.svg')).toBe('https://shop.test/media/blog/golden-hour.jpg');
    expect(sharePicture('http://localhost:8080/media/products/p1/2.svg')).toBe('http://localhost:8080/media/products/p1/2.jpg');
  });

  it('gives a picture the studio uploaded its JPEG rendition (link previews may not show WebP)', () => {
    expect(sharePicture('/media/products/p1/pictures/pic_0a9f-1200.webp')).toBe('/media/products/p1/pictures/pic_0a9f-1200.jpg');
    expect(sharePicture('https://shop.test/media/products/p1/pictures/pic_1-400.webp')).toBe(
      'https://shop.test/media/products/p1/pictures/pic_1-400.jpg',
    );
    expect(sharePicture('http://localhost:8080/media/products/p1/pictures/pic_2-400.webp')).toBe(
      'http://localhost:8080/media/products/p1/pictures/pic_2-400.jpg',
    );
    expect(sharePicture('/media/products/p1/pictures/pic_1-1200.jpg')).toBe('/media/products/p1/pictures/pic_1-1200.jpg');
    expect(sharePicture('/media/products/p1/pictures/pic_1-1200.webp?v=2')).toBe('/media/products/p1/pictures/pic_1-1200.webp?v=2');
    expect(sharePicture('/x/media/products/p1/pictures/pic_1-1200.webp')).toBe('/x/media/products/p1/pictures/pic_1-1200.webp');
    expect(sharePicture('/media/products/p1/pictures/pic_X-1200.webp')).toBe('/media/products/p1/pictures/pic_X-1200.webp');
    expect(sharePicture('/media/products/p1/pictures/pic_1.webp')).toBe('/media/products/p1/pictures/pic_1.webp');
    expect(sharePicture('/media/products/p1/other/pic_1-1200.webp')).toBe('/media/products/p1/other/pic_1-1200.webp');
  });

  it("gives a gallery picture's rendition the picture's 1200x630 cut, with or without the origin", () => {
    expect(sharePicture('/media/gallery/story-wm-960.jpg')).toBe('/media/gallery/story-share.jpg');
    expect(sharePicture('/media/gallery/story-v1-wm-480.webp')).toBe('/media/gallery/story-v1-share.jpg');
    expect(sharePicture('https://shop.test/media/gallery/gi_0a9f-wm-960.jpg')).toBe('https://shop.test/media/gallery/gi_0a9f-share.jpg');
    expect(sharePicture('http://localhost:8080/media/gallery/gi_0a9f-wm-480.jpg')).toBe(
      'http://localhost:8080/media/gallery/gi_0a9f-share.jpg',
    );
    expect(sharePicture('/media/gallery/story-full.jpg')).toBe('/media/gallery/story-full.jpg');
    expect(sharePicture('/media/gallery/story-wm-.jpg')).toBe('/media/gallery/story-wm-.jpg');
    expect(sharePicture('/media/gallery/story-wm-960.png')).toBe('/media/gallery/story-wm-960.png');
    expect(sharePicture('/media/gallery/story-wm-960.jpg?v=2')).toBe('/media/gallery/story-wm-960.jpg?v=2');
    expect(sharePicture('/media/gallery/a/story-wm-960.jpg')).toBe('/media/gallery/a/story-wm-960.jpg');
    expect(sharePicture('/x/media/gallery/story-wm-960.jpg')).toBe('/x/media/gallery/story-wm-960.jpg');
    expect(sharePicture('/media/gallery/-wm-960.jpg')).toBe('/media/gallery/-wm-960.jpg');
  });

  it('leaves every other picture as it is', () => {
    expect(sharePicture('/logo.png')).toBe('/logo.png');
    expect(sharePicture('/media/categories/cameras.svg')).toBe('/media/categories/cameras.svg');
    expect(sharePicture('/media/products/p1.svg')).toBe('/media/products/p1.svg');
    expect(sharePicture('/media/products/p1/a/1.svg')).toBe('/media/products/p1/a/1.svg');
    expect(sharePicture('/media/blog/Upper.svg')).toBe('/media/blog/Upper.svg');
    expect(sharePicture('/media/blog/post.svg?v=2')).toBe('/media/blog/post.svg?v=2');
    expect(sharePicture('/x/media/blog/post.svg')).toBe('/x/media/blog/post.svg');
    expect(sharePicture('/media/blog/post.svgz')).toBe('/media/blog/post.svgz');
  });
});

describe('widestUpTo', () => {
  const srcSet = '/a-480.jpg 480w, /a-960.jpg 960w,/a-1600.jpg 1600w';

  it('picks the widest candidate at or under the width', () => {
    expect(widestUpTo(srcSet, SHARE_PICTURE_MAX_WIDTH)).toBe('/a-960.jpg');
    expect(widestUpTo(srcSet, 1600)).toBe('/a-1600.jpg');
    expect(widestUpTo(srcSet, 1599)).toBe('/a-960.jpg');
    expect(widestUpTo(srcSet, 960)).toBe('/a-960.jpg');
    expect(widestUpTo(srcSet, 959)).toBe('/a-480.jpg');
    expect(widestUpTo('/b-960.jpg 960w, /b-480.jpg 480w', 1200)).toBe('/b-960.jpg');
    expect(widestUpTo('/first.jpg 960w, /second.jpg 960w', 1200)).toBe('/first.jpg');
    expect(widestUpTo(' /spaced.jpg \t 480w ', 1200)).toBe('/spaced.jpg');
  });

  it('answers null when nothing fits or nothing says its width', () => {
    expect(widestUpTo(srcSet, 479)).toBeNull();
    expect(widestUpTo('', 1200)).toBeNull();
    expect(widestUpTo('/a.jpg', 1200)).toBeNull();
    expect(widestUpTo('/a.jpg 2x', 1200)).toBeNull();
    expect(widestUpTo(' 480w', 1200)).toBeNull();
    expect(widestUpTo('/a.jpg x480w', 1200)).toBeNull();
    expect(widestUpTo('/a.jpg 480wide', 1200)).toBeNull();
    expect(widestUpTo('/a.jpg 480w 2x', 1200)).toBeNull();
    expect(widestUpTo('/a.jpg /b.jpg 480w', 1200)).toBeNull();
  });
});
