import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { safeStorageKey, type FileStorage, type StoredFile } from './file-storage.ts';
import { STORE_FOLDERS, type MediaStores } from './media-stores.ts';
import { MIN_PART_BYTES } from './s3-storage.ts';

export interface CopyReport {
  /** `media/...` and `digital-files/...` paths, as below the data directory. */
  readonly copied: string[];
  readonly alreadyThere: string[];
  readonly skipped: string[];
  bytes: number;
}

/** Every file below the folder, as paths relative to it with '/' between parts; none when it does not exist. */
async function filesBelow(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The ETags S3 gives the file's bytes: the MD5 of a file sent in one request, and the MD5 of the
 * parts' MD5s with their count for one sent in parts of MIN_PART_BYTES, as this server sends them.
 */
async function s3Etags(file: string): Promise<{ size: number; etags: string[] }> {
  const whole = createHash('md5');
  const parts: Buffer[] = [];
  let part = createHash('md5');
  let inPart = 0;
  let size = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) {
    let bytes = chunk as Buffer;
    whole.update(bytes);
    size += bytes.length;
    while (bytes.length > 0) {
      const taken = bytes.subarray(0, MIN_PART_BYTES - inPart);
      part.update(taken);
      inPart += taken.length;
      bytes = bytes.subarray(taken.length);
      if (inPart === MIN_PART_BYTES) {
        parts.push(part.digest());
        part = createHash('md5');
        inPart = 0;
      }
    }
  }
  if (inPart > 0) parts.push(part.digest());
  const multipart = `"${createHash('md5').update(Buffer.concat(parts)).digest('hex')}-${parts.length}"`;
  return { size, etags: [`"${whole.digest('hex')}"`, multipart] };
}

async function isSameFile(file: string, stored: StoredFile | null): Promise<boolean> {
  if (!stored) return false;
  const local = await s3Etags(file);
  return local.size === stored.size && local.etags.includes(stored.etag);
}

/**
 * Copies a data directory's media and digital files into the stores, one stream per file. A file
 * already there with the same bytes is left alone, so a second run copies only what is new; a file
 * half written by a server (`.part`) or with a name no storage key may have is skipped.
 */
export async function copyDataDirectory(dataDir: string, stores: MediaStores, say: (line: string) => void): Promise<CopyReport> {
  const report: CopyReport = { copied: [], alreadyThere: [], skipped: [], bytes: 0 };
  const targets: [string, FileStorage][] = [
    [STORE_FOLDERS.media, stores.media],
    [STORE_FOLDERS.digitalFiles, stores.digitalFiles],
  ];
  for (const [folder, storage] of targets) {
    const root = path.join(dataDir, folder);
    for (const key of await filesBelow(root)) {
      const shown = `${folder}/${key}`;
      const safe = (() => {
        try {
          return !key.endsWith('.part') && safeStorageKey(key) === key;
        } catch {
          return false;
        }
      })();
      if (!safe) {
        report.skipped.push(shown);
        say(`skipped ${shown} (a partial or unsafely named file)`);
        continue;
      }
      const file = path.join(root, key);
      if (await isSameFile(file, await storage.stat(key))) {
        report.alreadyThere.push(shown);
        continue;
      }
      const size = await storage.put(key, createReadStream(file));
      report.copied.push(shown);
      report.bytes += size;
      say(`copied ${shown} (${size} bytes)`);
    }
  }
  return report;
}
