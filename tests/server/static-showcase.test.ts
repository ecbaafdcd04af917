import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_SHOWCASE } from '../../src/machines/gallery/static-showcase.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// The showcase items built into the app stand in when the server's list does not hold the item
// asked for or cannot be read: they must show what the server's own items show.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('the showcase items built into the app', () => {
  it('show what the server’s items of the same id show, picture for picture and word for word', async () => {
    expect(STATIC_SHOWCASE.length).toBeGreaterThan(0);
    for (const item of STATIC_SHOWCASE) {
      const answer = await server.api('GET', `/gallery/${item._id}`);
      expect(answer.status).toBe(200);
      const served = answer.body.image;
      const shown = (image: typeof item) => ({
        _id: image._id,
        title: image.title,
        description: image.description,
        url: image.url,
        img: image.img,
        watermarkedUrl: image.watermarkedUrl,
        galleryType: image.galleryType,
        category: image.category,
        photographer: image.photographer,
        relatedImages: image.relatedImages,
        relatedRenditions: image.relatedRenditions,
        renditions: image.renditions,
        createdAt: image.createdAt,
      });
      expect(shown(item)).toEqual(shown(served));
    }
  });

  it('claim no likes, downloads, price or product of their own', () => {
    for (const item of STATIC_SHOWCASE) {
      expect({
        isLiked: item.isLiked,
        likeCount: item.likeCount,
        downloadCount: item.downloadCount,
        price: item.price,
        productId: item.productId,
      }).toEqual({
        isLiked: false,
        likeCount: 0,
        downloadCount: 0,
        price: null,
        productId: null,
      });
    }
  });
});
