import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkSvg, watermarkSvg } from '../../server/gallery/gallery-artwork.ts';
import { DEMO_SHOWCASE, DEMO_STORIES } from '../../server/seed/demo-gallery.ts';
import { STUDIO_NAME } from '../../src/domain/studio.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { API, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('GET /gallery', () => {
  it('lists human stories newest first, 12 a page, with total and totalPages', async () => {
    const first = await server.api('GET', '/gallery', { query: { galleryType: 'humanstories' } });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(24);
    expect(first.body.totalPages).toBe(2);
    expect(first.body.currentPage).toBe(1);
    expect(first.body.images.map((image: { _id: string }) => image._id)).toEqual(DEMO_STORIES.slice(0, 12).map((story) => story.id));
    const second = await server.api('GET', '/gallery', { query: { galleryType: 'humanstories', page: 2 } });
    expect(second.body.images.map((image: { _id: string }) => image._id)).toEqual(DEMO_STORIES.slice(12).map((story) => story.id));
    const beyond = await server.api('GET', '/gallery', { query: { galleryType: 'humanstories', page: 3 } });
    expect(beyond.body).toMatchObject({ images: [], total: 24, totalPages: 2, currentPage: 3 });
  });

  it('answers an image with its renditions, category, photographer and no price when it shows no product', async () => {
    const list = await server.api('GET', '/gallery', { query: { galleryType: 'humanstories', limit: 1 } });
    expect(list.body.images[0]).toEqual({
      _id: 'golden-hour-bodija',
      title: 'Golden Hour in Bodija',
      description: 'A mother and daughter at Bodija market as the sun sets over the stalls.',
      url: '/media/gallery/golden-hour-bodija-wm-960.jpg',
      img: '/media/gallery/golden-hour-bodija-wm-480.jpg',
      watermarkedUrl: '/media/gallery/golden-hour-bodija-wm-960.jpg',
      galleryType: 'humanstories',
      category: { name: 'portraits', title: 'Portraits' },
      photographer: { name: 'Kunle Adeyemi' },
      isLiked: false,
      likeCount: 0,
      relatedImages: [],
      relatedRenditions: [],
      price: null,
      productId: null,
      downloadCount: 0,
      renditions: {
        width: 960,
        height: 640,
        jpeg: '/media/gallery/golden-hour-bodija-wm-480.jpg 480w, /media/gallery/golden-hour-bodija-wm-960.jpg 960w',
        webp: '/media/gallery/golden-hour-bodija-wm-480.webp 480w, /media/gallery/golden-hour-bodija-wm-960.webp 960w',
      },
      createdAt: '2026-10-31T20:00:00.000Z',
    });
  });

  it('lists the 12 showcase items with their related pictures and the price of the product they show', async () => {
    const list = await server.api('GET', '/gallery', { query: { galleryType: 'productshowcase', limit: 50 } });
    expect(list.body.total).toBe(12);
    expect(list.body.images).toHaveLength(DEMO_SHOWCASE.length);
    const [canon] = list.body.images;
    expect(canon._id).toBe('showcase-canon-r6');
    expect(canon.relatedImages).toEqual([
      '/media/gallery/showcase-canon-r6-v1-wm-960.jpg',
      '/media/gallery/showcase-canon-r6-v2-wm-960.jpg',
      '/media/gallery/showcase-canon-r6-v3-wm-960.jpg',
    ]);
    expect(canon.relatedRenditions[1]).toEqual({
      width: 960,
      height: 640,
      jpeg: '/media/gallery/showcase-canon-r6-v2-wm-480.jpg 480w, /media/gallery/showcase-canon-r6-v2-wm-960.jpg 960w',
      webp: '/media/gallery/showcase-canon-r6-v2-wm-480.webp 480w, /media/gallery/showcase-canon-r6-v2-wm-960.webp 960w',
    });
    const product = await server.api('GET', '/product/single/canon-eos-r6-mark-ii');
    expect(canon.productId).toBe('canon-eos-r6-mark-ii');
    expect(canon.price).toBe(product.body.product.finalPrice);
    for (const image of list.body.images) {
      expect(image.relatedImages.length).toBeGreaterThanOrEqual(2);
      // One set of renditions per related picture, its widest being the related address itself.
      expect(image.relatedRenditions.map((renditions: { jpeg: string }) => renditions.jpeg.split(', ').at(-1))).toEqual(
        image.relatedImages.map((url: string) => `${url} 960w`),
      );
      // Every showcase item can go straight into the cart: a product in stock without options.
      const shown = (await server.api('GET', `/product/single/${image.productId}`)).body.product;
      expect([image.price, shown.hasVariants, shown.stock > 0]).toEqual([shown.finalPrice, false, true]);
    }
  });

  it('filters by category name and by a search in title, description and photographer', async () => {
    const weddings = await server.api('GET', '/gallery', { query: { category: 'weddings' } });
    expect(weddings.body.images.map((image: { title: string }) => image.title)).toEqual([
      'Aso Ebi Morning',
      'First Dance in Oyo',
      'The Ring Bearer',
      'Traditional Rites',
    ]);
    const byTitle = await server.api('GET', '/gallery', { query: { search: 'DURBAR' } });
    expect(byTitle.body.images.map((image: { _id: string }) => image._id)).toEqual(['durbar-riders']);
    const byPhotographer = await server.api('GET', '/gallery', { query: { search: 'Chidi', galleryType: 'productshowcase' } });
    expect(byPhotographer.body.total).toBe(3);
    const wildcard = await server.api('GET', '/gallery', { query: { search: '%' } });
    expect(wildcard.body).toMatchObject({ images: [], total: 0, totalPages: 0 });
  });

  it('rejects a gallery type it does not know', async () => {
    const response = await server.api('GET', '/gallery', { query: { galleryType: 'landscapes' } });
    expect(response.status).toBe(400);
  });
});

describe('GET /gallery/{id}', () => {
  it('answers one image, and 404 "Image not found" for an unknown id', async () => {
    const found = await server.api('GET', '/gallery/eyo-festival');
    expect(found.status).toBe(200);
    expect(found.body.image).toMatchObject({
      _id: 'eyo-festival',
      title: 'Eyo Festival',
      category: { name: 'culture', title: 'Culture & Festivals' },
    });
    const missing = await server.api('GET', '/gallery/no-such-image');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Image not found' });
  });
});

describe('likes', () => {
  it('needs a session', async () => {
    const response = await server.api('POST', '/gallery/images/okada-rain/like');
    expect(response.status).toBe(401);
  });

  it('toggles one like per customer, and each caller sees their own isLiked', async () => {
    const ada = await signedInCustomer(server, 'Ada Liker');
    const bola = await signedInCustomer(server, 'Bola Liker');
    const liked = await server.api('POST', '/gallery/images/okada-rain/like', { token: ada.token });
    expect(liked.body).toEqual({ success: true, isLiked: true, likeCount: 1 });
    expect((await server.api('POST', '/gallery/images/okada-rain/like', { token: bola.token })).body).toEqual({
      success: true,
      isLiked: true,
      likeCount: 2,
    });
    const asAda = await server.api('GET', '/gallery/okada-rain', { token: ada.token });
    expect(asAda.body.image).toMatchObject({ isLiked: true, likeCount: 2 });
    const asVisitor = await server.api('GET', '/gallery/okada-rain');
    expect(asVisitor.body.image).toMatchObject({ isLiked: false, likeCount: 2 });
    // Counts and the caller's own isLiked only: who liked an image is nobody else's business.
    const likers = await server.db.query<{ id: string }>('select id from users where email = any($1::text[])', [[ada.email, bola.email]]);
    expect(likers).toHaveLength(2);
    const everyone = await server.api('GET', '/gallery', { query: { limit: 50 } });
    for (const answer of [asAda.body, asVisitor.body, everyone.body]) {
      for (const { id } of likers) expect(JSON.stringify(answer)).not.toContain(id);
    }
    expect(asAda.body.image).not.toHaveProperty('likes');
    const unliked = await server.api('POST', '/gallery/images/okada-rain/like', { token: ada.token });
    expect(unliked.body).toEqual({ success: true, isLiked: false, likeCount: 1 });
    const list = await server.api('GET', '/gallery', { token: bola.token, query: { search: 'Okada' } });
    expect(list.body.images[0]).toMatchObject({ isLiked: true, likeCount: 1 });
    // A customer's list carries their likes: a browser asks again before reusing it. A visitor's is
    // everyone's, kept a minute (the home page prefetches it), and never given for the other kind.
    const varies = (answer: typeof list) => answer.headers.get('vary')?.split(/,\s*/);
    expect([list.headers.get('cache-control'), varies(list)]).toEqual(['private, no-cache', ['Authorization', 'Accept-Encoding']]);
    expect([everyone.headers.get('cache-control'), varies(everyone)]).toEqual([
      'private, max-age=60',
      ['Authorization', 'Accept-Encoding'],
    ]);
  });

  it('answers a stale token on a public read as a visitor', async () => {
    const response = await server.api('GET', '/gallery/okada-rain', { token: 'not-a-session' });
    expect(response.status).toBe(200);
    expect(response.body.image.isLiked).toBe(false);
  });

  it('is a 404 for an unknown image', async () => {
    const { token } = await signedInCustomer(server);
    const response = await server.api('POST', '/gallery/images/no-such-image/like', { token });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Image not found');
  });

  it('never drifts the count under concurrent toggles', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, (_, index) => signedInCustomer(server, `Racer ${index}`)));
    const toggle = (token: string) => server.api('POST', '/gallery/images/market-colours/like', { token });
    const first = await Promise.all(customers.map(({ token }) => toggle(token)));
    // Toggles on one image run one after another: each saw the likes before it.
    expect(first.map((response) => response.body.likeCount).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(first.every((response) => response.body.isLiked === true)).toBe(true);
    // Three customers toggle twice at once: liked, unliked, liked again.
    const twice = customers.slice(0, 3).flatMap(({ token }) => [toggle(token), toggle(token)]);
    await Promise.all(twice);
    expect((await server.api('GET', '/gallery/market-colours')).body.image.likeCount).toBe(6);
    await Promise.all(customers.map(({ token }) => toggle(token)));
    const after = await server.api('GET', '/gallery/market-colours');
    expect(after.body.image).toMatchObject({ likeCount: 0 });
  });
});

describe('GET /gallery/{id}/download', () => {
  it('needs a session', async () => {
    expect((await server.api('GET', '/gallery/four-generations/download')).status).toBe(401);
  });

  it('sends the full JPEG without the watermark as "{title}.jpg", and counts it', async () => {
    const { token } = await signedInCustomer(server);
    const checked = await server.api('GET', '/gallery/four-generations/download', { token });
    expect(checked.status).toBe(200);
    const response = await server.app.request(`${API}/gallery/four-generations/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Four Generations.jpg"; filename*=UTF-8''Four%20Generations.jpg`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 960, 640]);
    expect((await server.api('GET', '/gallery/four-generations')).body.image.downloadCount).toBe(2);
  });

  it('names a title with non-ASCII letters for every client', async () => {
    const { token } = await signedInCustomer(server);
    const response = await server.app.request(`${API}/gallery/grandmother-smile/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Grandmother's Smile.jpg"; filename*=UTF-8''Grandmother's%20Smile.jpg`,
    );
  });

  it('is a 404 for an unknown image', async () => {
    const { token } = await signedInCustomer(server);
    const response = await server.api('GET', '/gallery/no-such-image/download', { token });
    expect(response.status).toBe(404);
  });
});

describe('GET /media/gallery/{key}', () => {
  it('serves the watermarked renditions for a year, in JPEG and WebP of the stated widths', async () => {
    const jpeg = await server.app.request('/media/gallery/golden-hour-bodija-wm-480.jpg');
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await jpeg.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(480);
    // Like an uploaded picture's in the media store: its length and an ETag a revalidation answers with 304.
    expect(jpeg.headers.get('content-length')).toBe(String(bytes.length));
    const etag = jpeg.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await server.app.request('/media/gallery/golden-hour-bodija-wm-480.jpg', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const webp = await server.app.request('/media/gallery/golden-hour-bodija-wm-960.webp');
    expect(webp.headers.get('etag')).not.toBe(etag);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(new Uint8Array(await webp.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('serves every rendition a related picture lists, in the format and width it states', async () => {
    const canon = (await server.api('GET', '/gallery/showcase-canon-r6')).body.image;
    const sources = canon.relatedRenditions.flatMap((renditions: { jpeg: string; webp: string }) => [
      ...renditions.jpeg.split(', '),
      ...renditions.webp.split(', '),
    ]);
    expect(sources).toHaveLength(canon.relatedImages.length * 4);
    for (const source of sources) {
      const [url = '', width = ''] = source.split(' ');
      const response = await server.app.request(url);
      expect(response.status).toBe(200);
      const picture = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
      expect([picture.format, `${picture.width}w`]).toEqual([url.endsWith('.webp') ? 'webp' : 'jpeg', width]);
    }
  });

  it('draws the watermark into the list rendition only', async () => {
    const { token } = await signedInCustomer(server);
    const full = await server.app.request(`${API}/gallery/sunday-lunch/download`, { headers: { authorization: `Bearer ${token}` } });
    const listed = await server.app.request('/media/gallery/sunday-lunch-wm-960.jpg');
    const pixels = async (response: Response) =>
      sharp(new Uint8Array(await response.arrayBuffer()))
        .greyscale()
        .raw()
        .toBuffer();
    const [a, b] = [await pixels(full), await pixels(listed)];
    let differing = 0;
    for (let index = 0; index < a.length; index += 1) if (Math.abs((a[index] ?? 0) - (b[index] ?? 0)) > 24) differing += 1;
    // The watermark's letters cover several percent of the picture.
    expect(differing / a.length).toBeGreaterThan(0.02);
  });

  it('draws no words into a picture but the watermark, which is the studio’s name', () => {
    // A caption drawn into the picture was cropped by the cards and doubled their HTML caption.
    for (const seed of [1, 24, 36, 100]) expect(artworkSvg({ seed })).not.toMatch(/<text/);
    const words = [...watermarkSvg().matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(words).toEqual([STUDIO_NAME, STUDIO_NAME, STUDIO_NAME]);
    expect(STUDIO_NAME).toBe('Oju Studio');
  });

  it('draws a seeded picture on the first request for one of its files and keeps all five, drawn once', async () => {
    const keys = async (base: string) =>
      (await server.db.query<{ key: string }>('select key from gallery_media where starts_with(key, $1) order by key', [`${base}-`])).map(
        (row) => row.key,
      );
    expect(await keys('the-tailor-of-dugbe')).toEqual([]);
    const widths = ['480.jpg', '960.jpg', '480.webp', '960.webp'];
    // A list asks for several renditions of a picture at once: each is served, the files stored once.
    const answers = await Promise.all(widths.map((end) => server.app.request(`/media/gallery/the-tailor-of-dugbe-wm-${end}`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await keys('the-tailor-of-dugbe')).toEqual([
      'the-tailor-of-dugbe-full.jpg',
      'the-tailor-of-dugbe-wm-480.jpg',
      'the-tailor-of-dugbe-wm-480.webp',
      'the-tailor-of-dugbe-wm-960.jpg',
      'the-tailor-of-dugbe-wm-960.webp',
    ]);
    // The same bytes come back from the database afterwards.
    const first = new Uint8Array(await (answers[0] as Response).arrayBuffer());
    const again = await server.app.request('/media/gallery/the-tailor-of-dugbe-wm-480.jpg');
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(first);
    // An extra view of a showcase item has no full picture.
    expect((await server.app.request('/media/gallery/showcase-sl60w-v1-wm-960.jpg')).status).toBe(200);
    expect(await keys('showcase-sl60w-v1')).toEqual([
      'showcase-sl60w-v1-wm-480.jpg',
      'showcase-sl60w-v1-wm-480.webp',
      'showcase-sl60w-v1-wm-960.jpg',
      'showcase-sl60w-v1-wm-960.webp',
    ]);
  });

  it('draws nothing for a full picture, a width it never makes, or a view a showcase item does not have', async () => {
    const drawn = async () => (await server.db.query("select key from gallery_media where starts_with(key, 'student-dreams')")).length;
    expect((await server.app.request('/media/gallery/student-dreams-full.jpg')).status).toBe(404);
    expect((await server.app.request('/media/gallery/student-dreams-wm-720.jpg')).status).toBe(404);
    expect((await server.app.request('/media/gallery/student-dreams-v1-wm-480.jpg')).status).toBe(404);
    expect((await server.app.request('/media/gallery/showcase-sl60w-v9-wm-480.jpg')).status).toBe(404);
    expect(await drawn()).toBe(0);
  });

  it('never serves the full picture', async () => {
    expect((await server.app.request('/media/gallery/golden-hour-bodija-full.jpg')).status).toBe(404);
    expect((await server.app.request('/media/gallery/nothing.jpg')).status).toBe(404);
  });
});
