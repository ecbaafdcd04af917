import type { SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { singleImageMachine } from '../../../src/machines/gallery/single-image.machine.ts';
import { singleImageView } from '../../../src/machines/gallery/single-image.view.ts';
import { cardOf } from '../../../src/machines/gallery/gallery-card.ts';
import { galleryImage } from './fixtures.ts';

type Image = ReturnType<typeof galleryImage>;

interface Fixed {
  readonly image?: Image | null;
  readonly error?: string;
  readonly recent?: readonly Image[];
  readonly recentPage?: number;
  readonly recentTotalPages?: number;
}

// A fixed snapshot: the view reads matches() on both regions and the context only.
function snap(imageState: string, recentState: string, context: Fixed = {}): SnapshotFrom<typeof singleImageMachine> {
  return {
    matches: (value: { image?: string; recent?: string }) => value.image === imageState || value.recent === recentState,
    context: { image: null, error: '', recent: [], recentPage: 1, recentTotalPages: 1, ...context },
  } as unknown as SnapshotFrom<typeof singleImageMachine>;
}

// The card mapping itself is tested in gallery-card.test.ts.
const card = (id: string) => cardOf(galleryImage(id));

const firstOfOne = {
  recent: [],
  recentLoading: false,
  recentPage: 1,
  pageLabel: 'Page 1 of 1',
  hasPreviousPage: false,
  hasNextPage: false,
};

describe('singleImageView', () => {
  it('shows no image and no message while the image loads, even when the context already holds one', () => {
    expect(singleImageView(snap('loading', 'loaded', { image: galleryImage('a'), error: 'Error: stale' }))).toEqual({
      status: 'loading',
      message: '',
      image: null,
      canonicalPath: null,
      ...firstOfOne,
    });
  });

  it("says 'Image not found' when the image is missing", () => {
    expect(singleImageView(snap('missing', 'loaded', { image: galleryImage('a'), error: 'Error: stale' }))).toEqual({
      status: 'missing',
      message: 'Image not found',
      image: null,
      canonicalPath: null,
      ...firstOfOne,
    });
  });

  it('says the error when the image failed', () => {
    expect(singleImageView(snap('failed', 'loaded', { error: 'Error: Failed to load image' }))).toEqual({
      status: 'failed',
      message: 'Error: Failed to load image',
      image: null,
      canonicalPath: null,
      ...firstOfOne,
    });
  });

  it('shows the loaded image as a card and no message', () => {
    expect(singleImageView(snap('loaded', 'loaded', { image: galleryImage('a'), error: 'Error: stale' }))).toEqual({
      status: 'loaded',
      message: '',
      image: card('a'),
      canonicalPath: '/gallery/a',
      ...firstOfOne,
    });
  });

  it('shows no card, and names no address, when loaded without an image', () => {
    expect(singleImageView(snap('loaded', 'loaded'))).toMatchObject({ image: null, canonicalPath: null });
  });

  it("shows Recent Shots as cards with 'Page X of Y' and which way it can page", () => {
    const recent = [galleryImage('b'), galleryImage('c')];
    expect(singleImageView(snap('loading', 'loading', { recent, recentPage: 2, recentTotalPages: 3 }))).toMatchObject({
      recent: [card('b'), card('c')],
      recentLoading: true,
      recentPage: 2,
      pageLabel: 'Page 2 of 3',
      hasPreviousPage: true,
      hasNextPage: true,
    });
    expect(singleImageView(snap('loading', 'loaded', { recentPage: 3, recentTotalPages: 3 }))).toMatchObject({
      recentLoading: false,
      pageLabel: 'Page 3 of 3',
      hasPreviousPage: true,
      hasNextPage: false,
    });
    expect(singleImageView(snap('loading', 'loaded', { recentPage: 1, recentTotalPages: 2 }))).toMatchObject({
      pageLabel: 'Page 1 of 2',
      hasPreviousPage: false,
      hasNextPage: true,
    });
  });
});
