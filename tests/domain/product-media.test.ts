import { describe, expect, it } from 'vitest';
import {
  digitalFileSizeProblem,
  digitalFileText,
  fileSizeText,
  movedPictureOrder,
  pictureSizeProblem,
} from '../../src/domain/product-media.ts';

describe('file sizes', () => {
  it('tells bytes, kilobytes and megabytes at their boundaries', () => {
    expect(fileSizeText(0)).toBe('0 B');
    expect(fileSizeText(1023)).toBe('1023 B');
    expect(fileSizeText(1024)).toBe('1 KB');
    expect(fileSizeText(1535)).toBe('1 KB');
    expect(fileSizeText(1536)).toBe('2 KB');
    expect(fileSizeText(1024 * 1024 - 1)).toBe('1024 KB');
    expect(fileSizeText(1024 * 1024)).toBe('1.0 MB');
    expect(fileSizeText(2.45 * 1024 * 1024)).toBe('2.5 MB');
    expect(digitalFileText({ format: 'PDF', size: 300 * 1024 })).toBe('PDF, 300 KB');
  });

  it('refuses a picture over 15 MB and a file over 500 MB, not one byte less', () => {
    expect(pictureSizeProblem(15 * 1024 * 1024)).toBeNull();
    expect(pictureSizeProblem(15 * 1024 * 1024 + 1)).toBe('This picture is larger than 15 MB');
    expect(digitalFileSizeProblem(500 * 1024 * 1024)).toBeNull();
    expect(digitalFileSizeProblem(500 * 1024 * 1024 + 1)).toBe('This file is larger than 500 MB');
  });
});

describe('moving a picture', () => {
  const pictures = [
    { _id: 'a', variantId: null },
    { _id: 'v1', variantId: 'red' },
    { _id: 'b', variantId: null },
    { _id: 'v2', variantId: 'red' },
    { _id: 'c', variantId: null },
  ];

  it('swaps it with its neighbour in its own group', () => {
    expect(movedPictureOrder(pictures, 'b', -1)).toEqual(['b', 'v1', 'a', 'v2', 'c']);
    expect(movedPictureOrder(pictures, 'b', 1)).toEqual(['a', 'v1', 'c', 'v2', 'b']);
    expect(movedPictureOrder(pictures, 'v1', 1)).toEqual(['a', 'v2', 'b', 'v1', 'c']);
  });

  it('cannot move the first earlier, the last later, or a picture that is not there', () => {
    expect(movedPictureOrder(pictures, 'a', -1)).toBeNull();
    expect(movedPictureOrder(pictures, 'c', 1)).toBeNull();
    expect(movedPictureOrder(pictures, 'v2', 1)).toBeNull();
    expect(movedPictureOrder(pictures, 'zz', -1)).toBeNull();
  });
});
