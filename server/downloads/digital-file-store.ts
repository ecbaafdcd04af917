import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';
import type { Queryable } from '../db/database.ts';
import { digitalFileFor, type DigitalProduct } from './digital-file-content.ts';

export interface DigitalFileRow {
  product_id: string;
  file_name: string;
  file_format: string;
  file_size: number;
}

/** Records the file of each digital product that has none yet (seed, first grant). */
export async function registerDigitalFiles(db: Queryable, productIds: readonly string[] | 'all'): Promise<void> {
  const products = await db.query<DigitalProduct>(
    `select id, title, description from products p
      where product_type = 'digital' and ($1::text[] is null or id = any($1::text[]))
        and not exists (select 1 from digital_files f where f.product_id = p.id)`,
    [productIds === 'all' ? null : productIds],
  );
  for (const product of products) {
    const file = digitalFileFor(product);
    await db.query(
      'insert into digital_files (product_id, file_name, file_format, file_size) values ($1, $2, $3, $4) on conflict do nothing',
      [product.id, file.fileName, file.fileFormat, file.bytes.length],
    );
  }
}

function storedPath(filesDir: string, file: DigitalFileRow): string {
  return path.join(filesDir, `${file.product_id}-${file.file_name}`);
}

/** Generates the file into storage from its product; false when the product is gone. */
async function writeDigitalFile(db: Queryable, target: string, filesDir: string, productId: string): Promise<Uint8Array | null> {
  // A file the studio uploaded is never replaced by a generated one: when it is missing, it is missing.
  const [product] = await db.query<DigitalProduct>(
    `select id, title, description from products p
      where id = $1 and not exists (select 1 from digital_files f where f.product_id = p.id and f.uploaded_at is not null)`,
    [productId],
  );
  if (!product) return null;
  const { bytes } = digitalFileFor(product);
  await mkdir(filesDir, { recursive: true });
  // Written beside and renamed into place, so a concurrent reader never sees half a file.
  const partial = `${target}.${randomBytes(4).toString('hex')}.part`;
  await writeFile(partial, bytes);
  await rename(partial, target);
  return bytes;
}

async function isStored(target: string): Promise<boolean> {
  return stat(target).then(
    (info) => info.isFile(),
    () => false,
  );
}

/**
 * Makes sure the file is in storage (written there if not yet), without reading it: a download is
 * spent only once this is true, so a missing file never eats one. False when it cannot be there.
 */
export async function ensureDigitalFile(db: Queryable, filesDir: string, file: DigitalFileRow): Promise<boolean> {
  const target = storedPath(filesDir, file);
  return (await isStored(target)) || (await writeDigitalFile(db, target, filesDir, file.product_id)) !== null;
}

export interface StoredDigitalFile {
  readonly size: number;
  /** Changes whenever the file does (a new upload is a new file renamed into place). */
  readonly version: string;
  /** The bytes from start to end (inclusive) as a stream: a 500 MB course is never held in memory. */
  stream(start?: number, end?: number): Readable;
}

/** The file in storage (written there first if it can be), to stream; null when it cannot be there. */
export async function openDigitalFile(db: Queryable, filesDir: string, file: DigitalFileRow): Promise<StoredDigitalFile | null> {
  if (!(await ensureDigitalFile(db, filesDir, file))) return null;
  const target = storedPath(filesDir, file);
  const info = await stat(target);
  return {
    size: info.size,
    version: `${file.file_name}:${info.size}:${info.mtimeMs}`,
    stream: (start, end) => createReadStream(target, { start, end }),
  };
}

/** Writes every registered file that storage lacks (at start-up, so DATA_DIR holds them all). */
export async function writeDigitalFiles(db: Queryable, filesDir: string): Promise<void> {
  const files = await db.query<DigitalFileRow>('select * from digital_files');
  for (const file of files) await ensureDigitalFile(db, filesDir, file);
}
