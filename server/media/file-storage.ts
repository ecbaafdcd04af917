import { randomBytes } from 'node:crypto';
import { createWriteStream, type BigIntStats } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored file's size and a strong validator of its bytes (quoted, as in an ETag header): a new file under the same key has a new one. */
export interface StoredFile {
  readonly size: number;
  readonly etag: string;
}

/** A stored file opened for reading: `size` is the whole file's, `stream` the bytes asked for. */
export interface OpenedFile extends StoredFile {
  readonly stream: Readable;
}

/** The bytes from start to end, both included. */
export interface ByteSpan {
  readonly start: number;
  readonly end: number;
}

export type FileContent = Readable | AsyncIterable<Uint8Array> | Uint8Array;

/**
 * Where uploaded files live: a directory (directoryStorage) or an S3-compatible bucket (s3Storage).
 * Keys are relative paths such as `product-pictures/prod_1/pic_2-400.webp`.
 */
export interface FileStorage {
  /** Writes the stream under the key; the key shows the whole file or nothing (a failed stream leaves no file). Resolves to its size. */
  put(key: string, content: FileContent): Promise<number>;
  /** The file's size and validator without reading it; null when there is none. */
  stat(key: string): Promise<StoredFile | null>;
  /** The file (or the span of it asked for) as a stream; null when there is none. */
  read(key: string, span?: ByteSpan): Promise<OpenedFile | null>;
  /** Removes the file; nothing happens when there is none. */
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/** The key as given, once it is a plain relative path: no `..`, no `.`, no empty part, nothing a disk or a bucket reads otherwise. */
export function safeStorageKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) throw new Error(`unsafe storage key ${key}`);
  return key;
}

/** Size, file and modification time: a file renamed into place under the key is a new file, so it has a new validator. */
function directoryEtag(info: BigIntStats): string {
  return `"${[info.size, info.ino, info.mtimeNs].map((part) => part.toString(16)).join('-')}"`;
}

/** A storage over a directory: each key is a file below `root`, written beside and renamed into place. */
export function directoryStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, safeStorageKey(key));
  const statOf = async (file: string) => {
    const info = await stat(file, { bigint: true }).catch(() => null);
    return info?.isFile() ? { size: Number(info.size), etag: directoryEtag(info) } : null;
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
    stat: async (key) => statOf(fileOf(key)),
    async read(key, span) {
      // Opened first and measured through the handle: a file renamed over it meanwhile cannot mix sizes.
      const handle = await open(fileOf(key), 'r').catch(() => null);
      if (!handle) return null;
      const info = await handle.stat({ bigint: true });
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      const stream = handle.createReadStream({ ...span });
      return { size: Number(info.size), etag: directoryEtag(info), stream };
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
