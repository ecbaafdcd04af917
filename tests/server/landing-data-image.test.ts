import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingDataImage } from '../../server/site/landing-data-image.ts';
import type { Queryable } from '../../server/db/database.ts';
import { GALLERY_HERO_SIZES } from '../../src/domain/gallery.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const silent = { info: () => undefined, error: () => undefined };

describe('the /humanstories picture hint', () => {
  it('is the newest story, the first hero slide, as WebP renditions with the hero’s sizes', async () => {
    const [first] = (await server.api('GET', '/gallery', { query: { galleryType: 'humanstories', limit: 1 } })).body.images;
    expect(first.renditions.webp).not.toBe('');
    const hint = { href: first.img, srcset: first.renditions.webp, sizes: GALLERY_HERO_SIZES, type: 'image/webp' };
    const imageFor = landingDataImage(server.db, silent);
    expect(await imageFor('/humanstories')).toEqual(hint);
    expect(await imageFor('/humanstories/')).toEqual(hint);
  });

  it('is given for no other page', async () => {
    const imageFor = landingDataImage(server.db, silent);
    for (const requestPath of ['/', '/shop', '/productshowcase', '/humanstories/x', '/humanstoriesx'])
      expect(await imageFor(requestPath)).toBeNull();
  });

  it('follows the newest story', async () => {
    await server.db.query(
      `insert into gallery_images (id, gallery_type, title, description, category_name, category_title, photographer, width, height, created_at)
       select 'hint-newest', gallery_type, 'Newest', description, category_name, category_title, photographer, width, height, created_at + interval '1 day'
         from gallery_images where gallery_type = 'humanstories' order by created_at desc, seq desc limit 1`,
    );
    try {
      const [first] = (await server.api('GET', '/gallery', { query: { galleryType: 'humanstories', limit: 1 } })).body.images;
      expect(first._id).toBe('hint-newest');
      expect(await landingDataImage(server.db, silent)('/humanstories')).toEqual({
        href: first.img,
        srcset: first.renditions.webp,
        sizes: GALLERY_HERO_SIZES,
        type: 'image/webp',
      });
      expect(first.img).toContain('hint-newest');
    } finally {
      await server.db.query(`delete from gallery_images where id = 'hint-newest'`);
    }
  });

  it('is none while there are no stories', async () => {
    const imageFor = landingDataImage(server.db, silent);
    await server.db
      .transaction(async (tx) => {
        await tx.query(`delete from gallery_images where gallery_type = 'humanstories'`);
        expect(await landingDataImage(tx, silent)('/humanstories')).toBeNull();
        // Undone: the other tests read the seeded stories.
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    expect(await imageFor('/humanstories')).not.toBeNull();
  });

  it('costs only the hint when the lookup fails, and says so in the log', async () => {
    const errors: string[] = [];
    const broken: Queryable = { query: () => Promise.reject(new Error('database gone')) } as unknown as Queryable;
    const hint = await landingDataImage(broken, {
      info: () => undefined,
      error: (line, error) => errors.push(`${line}: ${(error as Error).message}`),
    })('/humanstories');
    expect(hint).toBeNull();
    expect(errors).toEqual(['No image hint for /humanstories: database gone']);
  });
});
