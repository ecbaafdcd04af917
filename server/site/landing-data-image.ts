import { GALLERY_HERO_SIZES } from '../../src/domain/gallery.ts';
import type { Queryable } from '../db/database.ts';
import { newestGalleryImage } from '../gallery/gallery-repository.ts';
import type { Logger } from '../platform/logger.ts';
import { STORIES_PAGE, type ImageHint } from './route-preload.ts';

/**
 * /humanstories' largest paint is the first slide of its hero carousel: the newest story, known
 * only from the gallery list. Looked up here, its picture is fetched with the document rather than
 * after the page's code and its list request (Lighthouse's LCP on a slow phone).
 */
async function firstStory(db: Queryable): Promise<ImageHint | null> {
  const story = await newestGalleryImage(db, 'humanstories');
  if (!story) return null;
  // As src/ui/gallery/Picture.tsx draws it: the WebP renditions (every gallery image has them, gallery-view.ts).
  return { href: story.img, srcset: story.renditions.webp, sizes: GALLERY_HERO_SIZES, type: 'image/webp' };
}

/** The landing pages whose largest picture comes from data; a failed lookup only costs the hint. */
export function landingDataImage(db: Queryable, log: Logger) {
  return async (requestPath: string): Promise<ImageHint | null> => {
    if (!STORIES_PAGE.test(requestPath)) return null;
    try {
      return await firstStory(db);
    } catch (error) {
      log.error('No image hint for /humanstories', error);
      return null;
    }
  };
}
