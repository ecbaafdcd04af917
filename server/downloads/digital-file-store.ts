import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
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
    await db.query('insert into digital_files (product_id, file_name, file_format, file_size) values ($1, $2, $3, $4) on conflict do nothing', [
      product.id,
      file.fileName,
      file.fileFormat,
      file.bytes.length,
    ]);
  }
}

function storedPath(filesDir: string, file: DigitalFileRow): string {
  return path.join(filesDir, `${file.product_id}-${file.file_name}`);
}

/** The file's bytes from storage under DATA_DIR, written there first if it is not there yet. */
export async function readDigitalFile(db: Queryable, filesDir: string, file: DigitalFileRow): Promise<Uint8Array> {
  const target = storedPath(filesDir, file);
  const present = await stat(target).then(
    (info) => info.isFile(),
    () => false,
  );
  if (present) return readFile(target);
  const [product] = await db.query<DigitalProduct>('select id, title, description from products where id = $1', [file.product_id]);
  if (!product) throw new Error(`digital product ${file.product_id} is gone`);
  const { bytes } = digitalFileFor(product);
  await mkdir(filesDir, { recursive: true });
  // Written beside and renamed into place, so a concurrent reader never sees half a file.
  const partial = `${target}.${randomBytes(4).toString('hex')}.part`;
  await writeFile(partial, bytes);
  await rename(partial, target);
  return bytes;
}

/** Writes every registered file that storage lacks (at start-up, so DATA_DIR holds them all). */
export async function writeDigitalFiles(db: Queryable, filesDir: string): Promise<void> {
  const files = await db.query<DigitalFileRow>('select * from digital_files');
  for (const file of files) await readDigitalFile(db, filesDir, file);
}
