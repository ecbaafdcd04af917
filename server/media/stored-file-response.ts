import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { OpenedFile } from './file-storage.ts';

/** True when the request's If-None-Match already names this version (`*`, or one of a list). */
function alreadyHeld(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A stored file as the answer, streamed, with its length and ETag whichever storage holds it, so a
 * browser or a CDN in front revalidates with a 304 instead of fetching the bytes again.
 */
export function storedFileResponse(c: Context, file: OpenedFile, headers: Record<string, string>): Response {
  if (alreadyHeld(c.req.header('if-none-match'), file.etag)) {
    file.stream.destroy();
    const { 'content-type': _type, ...kept } = headers;
    return c.body(null, 304, { ...kept, etag: file.etag });
  }
  return c.body(Readable.toWeb(file.stream) as ReadableStream, 200, { ...headers, etag: file.etag, 'content-length': String(file.size) });
}
