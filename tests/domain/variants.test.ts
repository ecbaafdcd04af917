import { describe, expect, it } from 'vitest';
import {
  attributeValues,
  autoSelectedVariant,
  exactMatch,
  hasMoreVariants,
  INITIAL_VISIBLE_VARIANTS,
  mainImage,
  matchingVariants,
  selectionOf,
  showsVariantViewToggle,
  toggleAttribute,
  VARIANT_ATTRIBUTES,
  VARIANT_VIEW_TOGGLE_ABOVE,
  visibleVariants,
  type Variant,
} from '../../src/domain/variants.ts';

const blackM: Variant = { _id: 'bm', color: 'Black', size: 'M', images: ['bm.jpg', 'bm2.jpg'] };
const blackL: Variant = { _id: 'bl', color: 'Black', size: 'L', images: [] };
const whiteM: Variant = { _id: 'wm', color: 'White', size: 'M', material: null };
const variants = [blackM, blackL, whiteM];

describe('toggleAttribute', () => {
  it('sets a chosen attribute without touching the others', () => {
    expect(toggleAttribute({ size: 'M' }, 'color', 'Black')).toEqual({ size: 'M', color: 'Black' });
    expect(toggleAttribute({ color: 'White' }, 'color', 'Black')).toEqual({ color: 'Black' });
  });

  it('deselects when the same value is chosen again', () => {
    expect(toggleAttribute({ color: 'Black', size: 'M' }, 'color', 'Black')).toEqual({ size: 'M' });
  });

  it('does not change the selection it was given', () => {
    const selection = { color: 'Black' };
    toggleAttribute(selection, 'color', 'Black');
    expect(selection).toEqual({ color: 'Black' });
  });
});

describe('matching', () => {
  it('lists the four attributes', () => {
    expect(VARIANT_ATTRIBUTES).toEqual(['color', 'size', 'material', 'finish']);
  });

  it('keeps variants compatible with every chosen attribute', () => {
    expect(matchingVariants(variants, {})).toEqual(variants);
    expect(matchingVariants(variants, { color: 'Black' })).toEqual([blackM, blackL]);
    expect(matchingVariants(variants, { size: 'M' })).toEqual([blackM, whiteM]);
    expect(matchingVariants(variants, { color: 'White', size: 'L' })).toEqual([]);
    expect(matchingVariants(variants, { finish: 'Matte' })).toEqual([]);
  });

  it('finds the exact match attribute by attribute', () => {
    expect(exactMatch(variants, { color: 'Black', size: 'M' })).toBe(blackM);
    expect(exactMatch(variants, { color: 'White', size: 'M' })).toBe(whiteM);
    expect(exactMatch(variants, { color: 'Black' })).toBeUndefined();
    expect(exactMatch(variants, { color: 'Black', size: 'M', finish: 'Gloss' })).toBeUndefined();
  });

  it('auto-selects only a single match', () => {
    expect(autoSelectedVariant([blackM])).toBe(blackM);
    expect(autoSelectedVariant([blackM, blackL])).toBeUndefined();
    expect(autoSelectedVariant([])).toBeUndefined();
  });

  it('turns a variant back into its selection', () => {
    expect(selectionOf(blackM)).toEqual({ color: 'Black', size: 'M' });
    expect(selectionOf({ _id: 'x', color: '', finish: 'Matte', material: null })).toEqual({ finish: 'Matte' });
  });

  it('lists distinct attribute values in first-seen order', () => {
    expect(attributeValues(variants, 'color')).toEqual(['Black', 'White']);
    expect(attributeValues(variants, 'size')).toEqual(['M', 'L']);
    expect(attributeValues(variants, 'material')).toEqual([]);
  });
});

describe('mainImage', () => {
  const product = { images: ['p1.jpg', 'p2.jpg'], image: 'single.jpg' };

  it('follows the selected variant’s first image', () => {
    expect(mainImage(product, blackM)).toBe('bm.jpg');
  });

  it('falls back to the product’s first image, then its single image', () => {
    expect(mainImage(product, blackL)).toBe('p1.jpg');
    expect(mainImage(product, whiteM)).toBe('p1.jpg');
    expect(mainImage(product, null)).toBe('p1.jpg');
    expect(mainImage(product)).toBe('p1.jpg');
    expect(mainImage({ images: [], image: 'single.jpg' })).toBe('single.jpg');
    expect(mainImage({ images: null, image: null })).toBeUndefined();
    expect(mainImage({})).toBeUndefined();
  });
});

describe('variant list display', () => {
  const many = Array.from({ length: 8 }, (_, index) => index);

  it('shows 6 at first, all after show more', () => {
    expect(INITIAL_VISIBLE_VARIANTS).toBe(6);
    expect(visibleVariants(many, false)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(visibleVariants(many, true)).toEqual(many);
    expect(visibleVariants(many, true)).not.toBe(many);
  });

  it('offers show more above 6', () => {
    expect(hasMoreVariants(6)).toBe(false);
    expect(hasMoreVariants(7)).toBe(true);
  });

  it('shows the view toggle above 3', () => {
    expect(VARIANT_VIEW_TOGGLE_ABOVE).toBe(3);
    expect(showsVariantViewToggle(3)).toBe(false);
    expect(showsVariantViewToggle(4)).toBe(true);
  });
});
