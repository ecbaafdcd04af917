import { describe, expect, it } from 'vitest';
import { draftOf, updateOf, type GalleryDraft } from '../../../src/machines/studio/studio-gallery-draft.ts';
import type { StudioGalleryItem } from '../../../src/machines/studio/studio-types.ts';

/** A product showcase's picture, linked to a product and showing two related views. */
const showcased: StudioGalleryItem = {
  _id: 'g1',
  galleryType: 'productshowcase',
  title: 'Mug on the desk',
  description: 'Morning light',
  category: { name: 'portraits', title: 'Portraits' },
  photographer: 'Oju Studio',
  productId: 'lens-mug',
  productTitle: 'Camera Lens Coffee Mug',
  relatedImageIds: ['g2', 'g3'],
  published: true,
  state: 'ready',
  problem: null,
  thumbnailUrl: '/media/gallery/g1-wm-480.webp',
  width: 1200,
  height: 800,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const edited = (changes: Partial<GalleryDraft>): GalleryDraft => ({ ...draftOf(showcased), ...changes });

describe('the gallery picture’s form', () => {
  it('is filled in from the picture’s details', () => {
    expect(draftOf(showcased)).toEqual({
      id: 'g1',
      title: 'Mug on the desk',
      description: 'Morning light',
      category: 'portraits',
      photographer: 'Oju Studio',
      productId: 'lens-mug',
      productTitle: 'Camera Lens Coffee Mug',
      relatedImageIds: ['g2', 'g3'],
    });
  });

  it('sends nothing when only spaces around the text were added and the related views are the same ones', () => {
    const padded = edited({
      title: '  Mug on the desk ',
      description: ' Morning light  ',
      photographer: '\tOju Studio ',
      relatedImageIds: ['g2', 'g3'],
    });
    expect(updateOf(padded, showcased, 'productshowcase')).toEqual({});
  });

  it('sends each changed field, its text trimmed', () => {
    const changed = edited({ title: ' Mug at dusk ', description: '  Evening light ', category: 'weddings', photographer: ' Ada Eze  ' });
    expect(updateOf(changed, showcased, 'productshowcase')).toEqual({
      title: 'Mug at dusk',
      description: 'Evening light',
      category: 'weddings',
      photographer: 'Ada Eze',
    });
    expect(updateOf(edited({ description: '' }), showcased, 'productshowcase')).toEqual({ description: '' });
  });

  it('sends a showcase picture’s product when it is changed or taken away', () => {
    expect(updateOf(edited({ productId: 'tripod' }), showcased, 'productshowcase')).toEqual({ productId: 'tripod' });
    expect(updateOf(edited({ productId: null }), showcased, 'productshowcase')).toEqual({ productId: null });
  });

  it('sends a showcase picture’s whole list of related views when one is added, taken away, swapped or moved', () => {
    const related = (relatedImageIds: string[]) => updateOf(edited({ relatedImageIds }), showcased, 'productshowcase');
    expect(related(['g2', 'g3', 'g4'])).toEqual({ relatedImageIds: ['g2', 'g3', 'g4'] });
    expect(related(['g2'])).toEqual({ relatedImageIds: ['g2'] });
    expect(related([])).toEqual({ relatedImageIds: [] });
    expect(related(['g2', 'g4'])).toEqual({ relatedImageIds: ['g2', 'g4'] });
    expect(related(['g4', 'g3'])).toEqual({ relatedImageIds: ['g4', 'g3'] });
    expect(related(['g3', 'g2'])).toEqual({ relatedImageIds: ['g3', 'g2'] });
  });

  it('never sends a product or related views for a picture of another gallery', () => {
    const story: StudioGalleryItem = {
      ...showcased,
      galleryType: 'humanstories',
      productId: null,
      productTitle: null,
      relatedImageIds: [],
    };
    const linked: GalleryDraft = { ...draftOf(story), productId: 'lens-mug', relatedImageIds: ['g2'] };
    expect(updateOf(linked, story, 'humanstories')).toEqual({});
  });
});
