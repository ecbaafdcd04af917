import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import type { StudioActor } from '../http/app-env.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { digitalFileKey } from '../downloads/digital-file-store.ts';
import { digitalFileStorage } from '../media/media-storage.ts';
import { recordAudit } from './audit-log.ts';
import { PRODUCT_NOT_FOUND } from './studio-stock.ts';
import { FILE_OVER_500_MB, MAX_DIGITAL_FILE_BYTES } from '../../src/domain/product-media.ts';

type StudioDigitalFile = components['schemas']['StudioDigitalFile'];

export const NOT_PDF_OR_ZIP = 'This file is not a PDF or a ZIP';
export const ONLY_DIGITAL_HAS_FILE = 'Only a digital product has a file';
export const FILE_BODY_REQUIRED = 'Please choose a file to upload';

type FileFormat = 'PDF' | 'ZIP';

/** The format a file really is, from its first bytes: `%PDF-` or a ZIP's local file header (or an empty ZIP's end record). */
export function sniffDigitalFormat(head: Uint8Array): FileFormat | null {
  const starts = (signature: readonly number[]) => signature.every((byte, index) => head[index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'PDF';
  if (starts([0x50, 0x4b, 0x03, 0x04]) || starts([0x50, 0x4b, 0x05, 0x06])) return 'ZIP';
  return null;
}

/** A name safe on any disk and in a Content-Disposition header, ending in the format's extension. */
export function storedFileName(requested: string, format: FileFormat): string {
  const extension = format === 'PDF' ? '.pdf' : '.zip';
  const base =
    requested
      .replace(/\.(pdf|zip)$/i, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 120) || 'download';
  return `${base}${extension}`;
}

/** Reads the body's first bytes, enough to tell its format (fewer only when the body is shorter). */
async function readHead(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<Uint8Array> {
  let head = new Uint8Array(0);
  while (head.length < 8) {
    const { done, value } = await reader.read();
    if (done) break;
    head = Buffer.concat([head, value]);
  }
  return head;
}

/** The whole body again, head first, ending with a 413 once it passes 500 MB. */
async function* bodyFrom(head: Uint8Array, reader: ReadableStreamDefaultReader<Uint8Array>): AsyncGenerator<Uint8Array> {
  let size = head.length;
  yield head;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    size += value.length;
    if (size > MAX_DIGITAL_FILE_BYTES) throw new HttpError(413, FILE_OVER_500_MB);
    yield value;
  }
}

interface FileRow {
  file_name: string;
  file_format: FileFormat;
  file_size: number;
}

/**
 * Streams the request body into the product's file: written beside and renamed into place once it
 * has arrived whole and passed its checks, then recorded for buyers. The old file goes once the new
 * one is recorded.
 */
export async function replaceDigitalFile(
  deps: AppDeps,
  actor: StudioActor,
  productId: string,
  requestedName: string,
  body: ReadableStream<Uint8Array> | null,
  declaredLength: number | null,
): Promise<StudioDigitalFile> {
  const [product] = await deps.db.query<{ title: string; product_type: string }>('select title, product_type from products where id = $1', [
    productId,
  ]);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  if (product.product_type !== 'digital') throw new HttpError(422, ONLY_DIGITAL_HAS_FILE);
  if (declaredLength !== null && declaredLength > MAX_DIGITAL_FILE_BYTES) throw new HttpError(413, FILE_OVER_500_MB);
  if (!body) throw new HttpError(400, FILE_BODY_REQUIRED);
  const storage = digitalFileStorage(deps);
  const reader = body.getReader();
  const head = await readHead(reader);
  const format = sniffDigitalFormat(head);
  if (format === null) {
    await reader.cancel().catch(() => undefined);
    throw head.length === 0 ? new HttpError(400, FILE_BODY_REQUIRED) : new HttpError(422, NOT_PDF_OR_ZIP);
  }
  const fileName = storedFileName(requestedName, format);
  // The storage writes beside and renames into place: a body that breaks off leaves no file, and the old one stays whole.
  const size = await storage.put(digitalFileKey({ product_id: productId, file_name: fileName }), bodyFrom(head, reader));
  const after: StudioDigitalFile = { fileName, format, size };
  const before = await deps.db.transaction(async (tx) => {
    const [old] = await tx.query<FileRow>('select file_name, file_format, file_size from digital_files where product_id = $1 for update', [
      productId,
    ]);
    await tx.query(
      `insert into digital_files (product_id, file_name, file_format, file_size, uploaded_at) values ($1, $2, $3, $4, $5)
       on conflict (product_id) do update set file_name = excluded.file_name, file_format = excluded.file_format,
         file_size = excluded.file_size, uploaded_at = excluded.uploaded_at`,
      [productId, fileName, format, size, deps.clock()],
    );
    await recordAudit(tx, {
      actor,
      action: 'product.file.replace',
      subject: product.title,
      before: old ? { fileName: old.file_name, format: old.file_format, size: Number(old.file_size) } : null,
      after: { ...after },
      at: deps.clock(),
    });
    return old;
  });
  if (before && before.file_name !== fileName) await storage.remove(digitalFileKey({ product_id: productId, file_name: before.file_name }));
  deps.catalogueCache.clear();
  return after;
}
