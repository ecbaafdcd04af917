import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';

// Answers the server keeps and sends again unchanged (a cached listing, a cached page). The
// compression middleware would gzip such a body again for every browser that asks (about 0.6 ms
// for a listing, more than the rest of a cached answer); here each body's gzip is made once.

/**
 * Shorter bodies are sent as they are, as the compression middleware does. Counted in characters
 * (at most as many as bytes), which spares measuring every kept body's bytes.
 */
const GZIP_THRESHOLD = 1024;

/**
 * The gzip of the bodies sent last, keyed by the text itself (so one memo serves every app in the
 * process), within a budget of memory: the texts and their gzips together, 16 MB at most.
 */
const MEMO_BUDGET = 16 * 1024 * 1024;
const gzipped = new Map<string, Uint8Array<ArrayBuffer>>();
let memoSize = 0;

const sizeOf = (body: string, zipped: Uint8Array) => body.length + zipped.byteLength;

/** The body's gzip, made the first time it is asked for and kept while the budget allows, the oldest dropped first. */
export function gzipOf(body: string): Uint8Array<ArrayBuffer> {
  const kept = gzipped.get(body);
  if (kept) return kept;
  const made = gzipSync(body);
  memoSize += sizeOf(body, made);
  gzipped.set(body, made);
  // Maps keep insertion order, so the first entry is the oldest.
  for (const [oldBody, oldZipped] of gzipped) {
    if (memoSize <= MEMO_BUDGET) break;
    gzipped.delete(oldBody);
    memoSize -= sizeOf(oldBody, oldZipped);
  }
  return made;
}

/** Whether an Accept-Encoding header takes gzip (by name, or by `*`, with a quality above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const named = accepts.find((accept) => accept.type.toLowerCase() === 'gzip');
  const quality = named?.q ?? accepts.find((accept) => accept.type === '*')?.q ?? 0;
  return quality > 0;
}

/** Whether this request gets the gzipped copy of a body: it takes gzip, and the body is long enough to gain. */
export function sendsGzipped(c: Context, body: string): boolean {
  return body.length >= GZIP_THRESHOLD && acceptsGzip(c.req.header('accept-encoding'));
}

/**
 * Sends a kept body: gzipped from the memo to a client that takes gzip, else as it is (the
 * compression middleware leaves an answer already encoded alone). Its ETag, when it has one, is
 * weak on the gzipped copy (the bytes differ; the content is the same), as the middleware makes it.
 */
export function sendKeptBody(
  c: Context,
  body: string,
  answer: { readonly status: 200 | 404; readonly contentType: string; readonly entityTag?: string },
): Response {
  const gzipped = sendsGzipped(c, body);
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (answer.entityTag) c.header('ETag', gzipped ? `W/${answer.entityTag}` : answer.entityTag);
  if (!gzipped) return c.body(body, answer.status, { 'content-type': answer.contentType });
  c.header('Content-Encoding', 'gzip');
  return c.body(gzipOf(body), answer.status, { 'content-type': answer.contentType });
}

/**
 * Whether an If-None-Match header names this tag. The comparison is weak (RFC 9110): W/"x" and "x"
 * are the same content, so a browser that got the gzipped copy (W/) still gets its 304.
 */
export function matchesEntityTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((candidate) => opaque(candidate) === opaque(tag));
}
