import { describe, expect, it } from 'vitest';
import {
  META_DESCRIPTION_MAX_LENGTH,
  metaDescription,
  SHARE_PICTURE_MAX_WIDTH,
  sharePicture,
  stripHtml,
  widestUpTo,
} from '../../src/domain/metadata.ts';

describe('stripHtml', () => {
  it('drops tags and collapses whitespace', () => {
    expect(stripHtml('<p>Golden <strong>hour</strong></p>\n\n<p>in Lagos</p>')).toBe('Golden hour in Lagos');
    expect(stripHtml('  plain   text  ')).toBe('plain text');
    expect(stripHtml('a<br/>b')).toBe('a b');
  });
});

describe('metaDescription', () => {
  it('keeps short text whole', () => {
    expect(metaDescription('<p>Short.</p>')).toBe('Short.');
  });

  it('cuts to 160 characters', () => {
    expect(META_DESCRIPTION_MAX_LENGTH).toBe(160);
    expect(metaDescription('a'.repeat(159))).toHaveLength(159);
    expect(metaDescription('a'.repeat(160))).toHaveLength(160);
    expect(metaDescription('a'.repeat(161))).toBe('a'.repeat(160));
    expect(metaDescription(`<p>${'b'.repeat(200)}</p>`)).toBe('b'.repeat(160));
  });

  it('does not end on a space left by the cut', () => {
    expect(metaDescription(`${'a'.repeat(159)} bcd`)).toBe('a'.repeat(159));
  });
});

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
    expect(sharePicture('/media/products/p1/pictures/pic_1-1200.jpg')).toBe('/media/products/p1/pictures/pic_1-1200.jpg');
    expect(sharePicture('/media/products/p1/pictures/pic_X-1200.webp')).toBe('/media/products/p1/pictures/pic_X-1200.webp');
    expect(sharePicture('/media/products/p1/pictures/pic_1.webp')).toBe('/media/products/p1/pictures/pic_1.webp');
    expect(sharePicture('/media/products/p1/other/pic_1-1200.webp')).toBe('/media/products/p1/other/pic_1-1200.webp');
  });

  it('leaves every other picture as it is', () => {
    expect(sharePicture('/logo.png')).toBe('/logo.png');
    expect(sharePicture('/media/gallery/story-wm-960.jpg')).toBe('/media/gallery/story-wm-960.jpg');
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
