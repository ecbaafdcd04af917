import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { carouselView } from '../../../src/machines/shop/carousel.view.ts';
import { productDetailView, type ChildViews } from '../../../src/machines/shop/product-detail.view.ts';
import { gray, withVariants } from './fixtures.ts';
import { child, ready, type Started } from './product-support.ts';

const viewer = (actor: Started) => carouselView(child(actor, 'carousel').getSnapshot());
const idle: ChildViews = { cart: { adding: false }, heart: { inWishlist: false, saving: false }, viewer: { mode: 'closed' } };

// The full-screen image views are the page's 'carousel' child: the page's events reach it, with
// the gallery's images, and what it reports leaves as the page's own effects.
describe('productDetailMachine image views', () => {
  it('opens the carousel on the gallery images at the index the page gives, and hands it the keys, arrows and swipes', async () => {
    const { actor } = await ready();
    actor.send({ type: 'carousel.open', index: 1 });
    expect(viewer(actor)).toMatchObject({ mode: 'carousel', image: '/images/muslin-2.jpg', counterText: '2 / 2' });
    actor.send({ type: 'carousel.next' });
    expect(viewer(actor)).toMatchObject({ counterText: '1 / 2' });
    actor.send({ type: 'carousel.previous' });
    actor.send({ type: 'carousel.key', key: 'ArrowRight' });
    expect(viewer(actor)).toMatchObject({ counterText: '1 / 2' });
    actor.send({ type: 'swipe.start', x: 300 });
    actor.send({ type: 'swipe.end', x: 240 });
    expect(viewer(actor)).toMatchObject({ counterText: '2 / 2' });
    actor.send({ type: 'carousel.key', key: 'Escape' });
    expect(viewer(actor)).toEqual({ mode: 'closed' });
  });

  it("opens the gallery with the chosen variant's images first, and an image of it in the carousel", async () => {
    const { actor } = await ready({
      product: async () => withVariants,
      lookup: async () => ({ success: true, filteredVariants: [gray], exactMatch: gray }),
    });
    actor.send({ type: 'variant.select', variantId: 'var-gray' });
    await waitFor(actor, (s) => s.matches({ ready: { variants: 'idle' } }));
    actor.send({ type: 'gallery.open', index: 0 });
    expect(viewer(actor)).toEqual({
      mode: 'gallery',
      images: ['/images/muslin-gray.jpg', '/images/muslin.jpg', '/images/muslin-2.jpg'],
      countText: '3 photos',
    });
    actor.send({ type: 'carousel.show', index: 2 });
    expect(viewer(actor)).toMatchObject({ mode: 'carousel', image: '/images/muslin-2.jpg' });
    actor.send({ type: 'carousel.close' });
    expect(viewer(actor)).toEqual({ mode: 'closed' });
  });

  it("re-emits the carousel's toasts: a copied link, a failed share; a device share says nothing", async () => {
    for (const [share, toasts] of [
      [async () => 'copied' as const, [{ type: 'toast', kind: 'success', message: 'Link copied to clipboard' }]],
      [() => Promise.reject(new Error('denied')), [{ type: 'toast', kind: 'error', message: 'Could not share this image' }]],
      [async () => 'shared' as const, []],
    ] as const) {
      const { actor, emitted } = await ready({ share });
      actor.send({ type: 'carousel.open', index: 0 });
      actor.send({ type: 'carousel.share', url: 'https://studio.example/shop/prod-muslin', title: 'Muslin' });
      await waitFor(child(actor, 'carousel'), (s) => s.matches({ open: { carousel: 'idle' } }));
      expect(emitted).toEqual(toasts);
    }
  });

  it('gives the page the large image and where the views open from it: the chosen thumbnail', async () => {
    const { actor } = await ready();
    expect(productDetailView(actor.getSnapshot(), idle)).toMatchObject({
      mainImage: '/images/muslin.jpg',
      mainImageIndex: 0,
      viewer: { mode: 'closed' },
    });
    actor.send({ type: 'image.select', image: '/images/muslin-2.jpg' });
    expect(productDetailView(actor.getSnapshot(), idle)).toMatchObject({ mainImage: '/images/muslin-2.jpg', mainImageIndex: 1 });
  });
});
