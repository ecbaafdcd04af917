import type { Readable } from 'node:stream';
import type { Queryable } from '../db/database.ts';
import type { ByteSpan, FileStorage } from '../media/file-storage.ts';
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

/** The file's key in storage: the product and the file's own name. */
export function digitalFileKey(file: Pick<DigitalFileRow, 'product_id' | 'file_name'>): string {
  return `${file.product_id}-${file.file_name}`;
}

/** Generates the file into storage from its product; false when the product is gone. */
async function writeDigitalFile(db: Queryable, storage: FileStorage, file: DigitalFileRow): Promise<boolean> {
  // A file the studio uploaded is never replaced by a generated one: when it is missing, it is missing.
  const [product] = await db.query<DigitalProduct>(
    `select id, title, description from products p
      where id = $1 and not exists (select 1 from digital_files f where f.product_id = p.id and f.uploaded_at is not null)`,
    [file.product_id],
  );
  if (!product) return false;
  // The storage shows the whole file or none, so a concurrent reader never sees half of it.
  await storage.put(digitalFileKey(file), digitalFileFor(product).bytes);
  return true;
}

/**
 * Makes sure the file is in storage (written there if not yet), without reading it: a download is
 * spent only once this is true, so a missing file never eats one. False when it cannot be there.
 */
export async function ensureDigitalFile(db: Queryable, storage: FileStorage, file: DigitalFileRow): Promise<boolean> {
  return (await storage.stat(digitalFileKey(file))) !== null || (await writeDigitalFile(db, storage, file));
}

export interface StoredDigitalFile {
  readonly size: number;
  /** Changes whenever the file does (a new upload is a new file put in place). */
  readonly version: string;
  /** The bytes from start to end (inclusive) as a stream: a 500 MB course is never held in memory. Null when the file went meanwhile. */
  open(span?: ByteSpan): Promise<Readable | null>;
}

/** The file in storage (written there first if it can be), to stream; null when it cannot be there. */
export async function openDigitalFile(db: Queryable, storage: FileStorage, file: DigitalFileRow): Promise<StoredDigitalFile | null> {
  if (!(await ensureDigitalFile(db, storage, file))) return null;
  const key = digitalFileKey(file);
  const stored = await storage.stat(key);
  if (!stored) return null;
  return {
    size: stored.size,
    version: `${file.file_name}:${stored.etag}`,
    open: async (span) => (await storage.read(key, span))?.stream ?? null,
  };
}

/** Writes every registered file that storage lacks (at start-up, so the store holds them all). */
export async function writeDigitalFiles(db: Queryable, storage: FileStorage): Promise<void> {
  const files = await db.query<DigitalFileRow>('select * from digital_files');
  for (const file of files) await ensureDigitalFile(db, storage, file);
}
