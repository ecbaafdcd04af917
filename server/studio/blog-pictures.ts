import type { AppDeps } from '../app-deps.ts';
import type { StudioActor } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { mediaStorage } from '../media/media-storage.ts';
import { makeRenditions, RENDITION_WIDTHS, type RenditionFormat } from '../media/picture-renditions.ts';
import { newId } from '../platform/ids.ts';
import { recordAudit } from './audit-log.ts';
import { pictureSizeProblem } from '../../src/domain/product-media.ts';

/** A blog picture's file name under /media/blog/pictures/: its id, width and format. */
export const BLOG_PICTURE_FILE = /^(bpic_[a-f0-9]+)-(400|1200)\.(webp|jpg)$/;

/** Where a rendition is served. */
export function blogPictureUrl(pictureId: string, width: number, format: RenditionFormat): string {
  return `/media/blog/pictures/${pictureId}-${width}.${format}`;
}

/** Where a rendition is kept in storage. */
export function blogPictureKey(pictureId: string, width: number, format: RenditionFormat): string {
  return `blog-pictures/${pictureId}-${width}.${format}`;
}

/**
 * A picture for a post, inline or featured: checked by its content and turned into renditions
 * without metadata, as product pictures are. Files first, row second: a failed insert removes them.
 */
export async function addBlogPicture(deps: AppDeps, actor: StudioActor, file: File) {
  const tooLarge = pictureSizeProblem(file.size);
  if (tooLarge) throw new HttpError(413, tooLarge);
  const result = await makeRenditions(new Uint8Array(await file.arrayBuffer()));
  if (!result.ok) throw new HttpError(422, result.problem);
  const id = newId('bpic');
  const storage = mediaStorage(deps);
  const keys = RENDITION_WIDTHS.flatMap((width) => (['webp', 'jpg'] as const).map((format) => blogPictureKey(id, width, format)));
  const now = deps.clock();
  try {
    for (const rendition of result.renditions) await storage.put(blogPictureKey(id, rendition.width, rendition.format), rendition.bytes);
    await deps.db.transaction(async (tx) => {
      await tx.query('insert into blog_pictures (id, width, height, created_at, uploaded_by) values ($1, $2, $3, $4, $5)', [
        id,
        result.width,
        result.height,
        now,
        actor.id,
      ]);
      await recordAudit(tx, {
        actor,
        action: 'blog.picture.add',
        subject: blogPictureUrl(id, 1200, 'webp'),
        before: null,
        after: { pictureId: id, width: result.width, height: result.height },
        at: now,
      });
    });
  } catch (error) {
    await Promise.all(keys.map((key) => storage.remove(key)));
    throw error;
  }
  return {
    success: true,
    message: 'Picture uploaded',
    url: blogPictureUrl(id, 1200, 'webp'),
    width: result.width,
    height: result.height,
  };
}
