import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live. A small seam: today a directory under DATA_DIR, later perhaps an object
 * store. Keys are relative paths such as `product-pictures/prod_1/pic_2-400.webp`.
 */
export interface FileStorage {
  /** Writes the stream under the key; the key shows the whole file or nothing (a failed stream leaves no file). Resolves to its size. */
  put(key: string, content: Readable | AsyncIterable<Uint8Array> | Uint8Array): Promise<number>;
  /** The file as a stream; null when there is none. */
  read(key: string): Promise<Readable | null>;
  /** Removes the file; nothing happens when there is none. */
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/** A storage over a directory: each key is a file below `root`, written beside and renamed into place. */
export function directoryStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) throw new Error(`unsafe storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, content) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
      try {
        const source = content instanceof Uint8Array ? [content] : content;
        await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
        const { size } = await stat(partial);
        await rename(partial, target);
        return size;
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key) {
      const file = fileOf(key);
      const found = await stat(file).then(
        (info) => info.isFile(),
        () => false,
      );
      return found ? createReadStream(file) : null;
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
