import path from 'node:path';
import { directoryStorage, type FileStorage } from './file-storage.ts';
import type { MediaStoreSetting } from './media-store-setting.ts';
import { s3Client, s3Storage } from './s3-storage.ts';

/** The two folders of a store, the same in a data directory and under a bucket's prefix. */
export const STORE_FOLDERS = { media: 'media', digitalFiles: 'digital-files' } as const;

export interface MediaStores {
  /** Pictures and their renditions (product, booking, blog, gallery). */
  readonly media: FileStorage;
  /** Digital products' files, which only a paid download reads. */
  readonly digitalFiles: FileStorage;
  /** Said at startup: where the files are. */
  readonly description: string;
}

/** Opens the store MEDIA_STORE names. */
export function openMediaStores(setting: MediaStoreSetting): MediaStores {
  if (setting.kind === 'directory') {
    return {
      media: directoryStorage(path.join(setting.root, STORE_FOLDERS.media)),
      digitalFiles: directoryStorage(path.join(setting.root, STORE_FOLDERS.digitalFiles)),
      description: `files in ${setting.root}`,
    };
  }
  const { location } = setting;
  const client = s3Client(location);
  return {
    media: s3Storage(client, location.bucket, `${location.prefix}${STORE_FOLDERS.media}/`),
    digitalFiles: s3Storage(client, location.bucket, `${location.prefix}${STORE_FOLDERS.digitalFiles}/`),
    description: `files in s3://${location.bucket}/${location.prefix}${location.endpoint ? ` at ${location.endpoint}` : ''}`,
  };
}
